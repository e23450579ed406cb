import { maskCnpj, maskCpf } from './masks.ts';

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
  ])('%p → %p', (input, masked) => {
    expect(maskCpf(input)).toBe(masked);
  });

  it('re-masks an already masked or pasted value and drops extra characters', () => {
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(maskCpf('52a9')).toBe('529');
  });
});

describe('maskCnpj', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('%p → %p', (input, masked) => {
    expect(maskCnpj(input)).toBe(masked);
  });

  it('accepts letters in the first 12 positions, upper-cased', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('ab')).toBe('AB');
  });

  it('accepts only digits in the two check positions', () => {
    expect(maskCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DE35Z9')).toBe('12.ABC.345/01DE-35');
  });

  it('drops characters outside A–Z and 0–9', () => {
    expect(maskCnpj('1ç2')).toBe('12');
  });
});
