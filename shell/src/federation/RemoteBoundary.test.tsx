import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'shared-ui';
import { RemoteBoundary } from './RemoteBoundary';

function Broken(): never {
  throw new Error('remote quebrado');
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the pt-BR fallback when a remote throws, and retries on demand', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(
      <UiProvider>
        <RemoteBoundary onRetry={onRetry}>
          <Broken />
        </RemoteBoundary>
      </UiProvider>,
    );
    // The fallback's code loads when it is first needed.
    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar esta área' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders the remote when it works', () => {
    render(
      <UiProvider>
        <RemoteBoundary onRetry={jest.fn()}>
          <h1>Minha Agenda</h1>
        </RemoteBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Minha Agenda' })).toBeInTheDocument();
  });
});
