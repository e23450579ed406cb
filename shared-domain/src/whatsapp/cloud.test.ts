import { insideWindow, OUTSIDE_WINDOW_MESSAGE, TEMPLATE_KINDS, TEMPLATE_NAMES } from './cloud.ts';

describe('the Cloud API window', () => {
  const now = new Date('2026-11-29T12:00:00Z');

  it('is open for 24 hours after the client last wrote', () => {
    expect(insideWindow('2026-11-28T12:00:01Z', now)).toBe(true);
    expect(insideWindow('2026-11-28T12:00:00Z', now)).toBe(false);
  });

  it('is closed when the client never wrote', () => {
    expect(insideWindow(null, now)).toBe(false);
  });

  it('says so in the words the inbox shows', () => {
    expect(OUTSIDE_WINDOW_MESSAGE).toBe(
      'A conversa está fora da janela de 24 horas: só é possível enviar um modelo aprovado',
    );
  });

  it('names every template kind', () => {
    expect(TEMPLATE_KINDS.every((k) => TEMPLATE_NAMES[k])).toBe(true);
  });
});
