import { cnpjCheckDigits, isValidCnpj } from './cnpj.ts';

describe('cnpjCheckDigits', () => {
  it('computes the digits of a numeric CNPJ', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('330001670001')).toBe('01');
    expect(cnpjCheckDigits('000000000001')).toBe('91');
  });

  it('counts letters as their ASCII code minus 48', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('rejects a malformed base', () => {
    expect(() => cnpjCheckDigits('12abc34501de')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D-')).toThrow(RangeError);
  });
});

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '33.000.167/0001-01',
    '00.000.000/0001-91',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
    ' 12 ABC 345 01DE 35 ',
  ])('accepts %p', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['wrong first digit', '11.222.333/0001-91'],
    ['wrong second digit', '11.222.333/0001-82'],
    ['wrong alphanumeric digits', '12.ABC.345/01DE-36'],
    ['a letter among the check digits', '12.ABC.345/01DE-3A'],
    ['too short', '1122233300018'],
    ['too long', '112223330001810'],
    ['a character outside A–Z', '12.ÁBC.345/01DE-35'],
    ['empty', ''],
  ])('rejects %s', (_why, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it.each(['0', '1', '5', '9'])('rejects all-%s', (d) => {
    expect(isValidCnpj(d.repeat(14))).toBe(false);
  });
});
