import { formatLastSync } from './formatLastSync';

describe('formatLastSync', () => {
  it("reads like '12 de março de 2025 às 14:30' on São Paulo's clock", () => {
    expect(formatLastSync('2025-03-12T17:30:00Z')).toBe('12 de março de 2025 às 14:30');
    expect(formatLastSync('2025-03-12T14:30:00-03:00')).toBe('12 de março de 2025 às 14:30');
    expect(formatLastSync('2025-01-05T03:05:00.123456+00:00')).toBe('05 de janeiro de 2025 às 00:05');
  });

  it('gives null when there was no sync or the value is unreadable', () => {
    expect(formatLastSync(null)).toBeNull();
    expect(formatLastSync('')).toBeNull();
    expect(formatLastSync('ontem')).toBeNull();
  });
});
