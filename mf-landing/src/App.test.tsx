import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'shared-ui';
import App from './App';
import { renderLanding } from './test/renderLanding';

afterEach(() => {
  act(() => toast.remove());
  window.localStorage.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('Landing App', () => {
  it('sets the page title to the product name plus its tagline, and restores it on leaving', () => {
    document.title = 'Atende.AI';
    const { unmount } = renderLanding(<App />);
    expect(document.title).toBe('Atende.AI — Assistente de IA no WhatsApp para seu negócio');
    unmount();
    expect(document.title).toBe('Atende.AI');
  });

  it('keeps a chat session id in localStorage', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    renderLanding(<App />);
    expect(window.localStorage.getItem('chat_session_id')).toBe('web_chat_1700000000000');
  });

  it('does not replace an existing chat session id', () => {
    window.localStorage.setItem('chat_session_id', 'web_chat_1');
    renderLanding(<App />);
    expect(window.localStorage.getItem('chat_session_id')).toBe('web_chat_1');
  });

  it('has one h1, headings in order, the sections in page order and its own <main>', () => {
    renderLanding(<App />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]).toBeLessThanOrEqual(1);
    });

    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Each anchor of the header has its section, in page order.
    const ids = ['inicio', 'recursos', 'planos', 'depoimentos', 'faq', 'contato'];
    const found = screen
      .getAllByRole('region')
      .map((region) => region.id)
      .filter((id) => ids.includes(id));
    expect(found).toEqual(ids);
  });

  it('Começar Agora chooses the monthly plan: toast, then /checkout?plan=mensal after 500 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const warmRemote = jest.fn();
    renderLanding(<App warmRemote={warmRemote} />);

    await user.click(screen.getByRole('button', { name: 'Começar Agora' }));
    expect(screen.getByText('Plano Mensal selecionado! Redirecionando para o checkout...')).toBeInTheDocument();
    expect(warmRemote).toHaveBeenCalledWith('mf_checkout');
    // Every plan button waits for the navigation.
    expect(screen.getByRole('button', { name: 'Escolher plano Anual' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText('rota: /checkout?plan=mensal')).toBeInTheDocument();
  });

  it('a pricing card leads to /checkout?plan=anual', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLanding(<App />);

    await user.click(screen.getByRole('button', { name: 'Escolher plano Anual' }));
    expect(screen.getByText('Plano Anual selecionado! Redirecionando para o checkout...')).toBeInTheDocument();
    expect(screen.queryByText(/^rota:/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText('rota: /checkout?plan=anual')).toBeInTheDocument();
  });

  it('offers the floating click-to-chat button', () => {
    renderLanding(<App />);
    expect(screen.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/5511940028922?text='),
    );
  });
});
