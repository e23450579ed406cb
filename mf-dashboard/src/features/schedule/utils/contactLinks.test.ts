import { telLink, whatsappLink } from './contactLinks';

describe('contact links', () => {
  it('opens a WhatsApp chat with the digits', () => {
    expect(whatsappLink('5511987654321')).toBe('https://wa.me/5511987654321');
    expect(whatsappLink('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });

  it('calls the number with its country code', () => {
    expect(telLink('5511987654321')).toBe('tel:+5511987654321');
  });

  it('gives nothing without a phone', () => {
    expect(whatsappLink(null)).toBeNull();
    expect(telLink('')).toBeNull();
  });
});
