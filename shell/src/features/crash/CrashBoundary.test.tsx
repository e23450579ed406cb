import { render, screen } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { CrashBoundary } from './CrashBoundary';

function Broken(): never {
  throw new Error('falha inesperada');
}

describe('CrashBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Ops! Algo deu errado' with a reload button", () => {
    render(
      <UiProvider>
        <CrashBoundary>
          <Broken />
        </CrashBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Ops! Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText(/recarregue a página/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar Página' })).toBeEnabled();
  });
});
