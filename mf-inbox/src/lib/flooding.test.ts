import { floodingNotice, isFlooding } from './flooding';

describe('a number held back for writing too much', () => {
  const now = new Date('2025-03-14T12:00:00Z'); // 09:00 in São Paulo

  it('is held while its limit runs, and not after or without one', () => {
    expect(isFlooding({ muitas_mensagens_ate: '2025-03-14T12:05:00Z' }, now)).toBe(true);
    expect(isFlooding({ muitas_mensagens_ate: '2025-03-14T11:59:59Z' }, now)).toBe(false);
    expect(isFlooding({ muitas_mensagens_ate: null }, now)).toBe(false);
  });

  it("says until when in São Paulo's time, with the date when it is another day", () => {
    expect(floodingNotice('2025-03-14T12:10:00Z', now)).toContain('até 09:10.');
    expect(floodingNotice('2025-03-15T12:10:00Z', now)).toContain('até 15/03/2025 às 09:10.');
  });
});
