import { act, render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { loadToastLibrary, toast } from '../toast/toast';
import { theme } from './theme';
import { UiProvider } from './UiProvider';

function ThemeProbe() {
  const current = useTheme();
  return <p>{current.colors.primary}</p>;
}

afterEach(() => act(() => toast.remove()));

describe('UiProvider', () => {
  it('provides the theme to its children', () => {
    render(
      <UiProvider>
        <ThemeProbe />
      </UiProvider>,
    );
    expect(screen.getByText(theme.colors.primary)).toBeInTheDocument();
  });

  it('injects the global style', () => {
    render(<UiProvider />);
    // styled-components may insert rules through the CSSOM, so read the sheets rather than <style> text.
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText)
      .join('\n');
    expect(css).toMatch(/box-sizing:\s*border-box/);
    expect(css).toContain(':focus-visible');
    expect(css).toContain('prefers-reduced-motion');
  });

  it('renders the toaster, so toast() shows up', async () => {
    render(<UiProvider />);
    act(() => {
      toast.success('Login realizado com sucesso!');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Login realizado com sucesso!');
  });

  it('leaves the toaster out when asked (a remote inside the shell)', async () => {
    render(<UiProvider toaster={false} />);
    act(() => {
      toast('Olá');
    });
    await act(() => loadToastLibrary());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
