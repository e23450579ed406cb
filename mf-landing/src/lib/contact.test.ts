import { SALES_GREETING, SALES_NUMBER, whatsappChatUrl } from './contact';

describe('whatsappChatUrl', () => {
  it('opens a chat with the sales line and the greeting URL-encoded', () => {
    expect(SALES_NUMBER).toBe('5511940028922');
    expect(whatsappChatUrl()).toBe(
      'https://wa.me/5511940028922?text=Ol%C3%A1!%20Quero%20saber%20mais%20sobre%20o%20Atende.AI.',
    );
    expect(decodeURIComponent(new URL(whatsappChatUrl()).searchParams.get('text')!)).toBe(SALES_GREETING);
  });

  it('encodes characters that would break the query string', () => {
    const url = whatsappChatUrl('55 (11) 94002-8922', 'Preço & planos? 100% #1');
    expect(url).toBe('https://wa.me/5511940028922?text=Pre%C3%A7o%20%26%20planos%3F%20100%25%20%231');
    expect(new URL(url).searchParams.get('text')).toBe('Preço & planos? 100% #1');
  });
});
