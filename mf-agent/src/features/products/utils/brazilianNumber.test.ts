import { parseBrazilianNumber } from './brazilianNumber';

describe('parseBrazilianNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['R$ 49,90', 49.9],
    ['R$49,90', 49.9],
    ['r$ 1.500,00', 1500],
    ['49.90', 49.9],
    ['49,9', 49.9],
    ['150', 150],
    ['0', 0],
    ['1,234.56', 1234.56],
    ['1.234.567,89', 1234567.89],
    ['1.500', 1500],
    ['12.5', 12.5],
    ['1,234,567', 1234567],
    [' 89,90 ', 89.9],
    ['R$\u00a01.234,56', 1234.56],
    ['10,005', 10.01],
  ])('%s → %d', (text, expected) => {
    expect(parseBrazilianNumber(text)).toBe(expected);
  });

  it.each([[''], ['   '], ['R$'], ['abc'], ['-10'], ['10,00,'], ['1.2.3,4,5'], ['12a'], [null], [undefined]])(
    '%p is not a price',
    (text) => {
      expect(parseBrazilianNumber(text)).toBeNull();
    },
  );
});
