import { cpfCheckDigits, isValidCpf } from './cpf.ts';

describe('cpfCheckDigits', () => {
  it('computes both mod-11 digits', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(cpfCheckDigits('123456789')).toBe('09');
  });

  it('uses 0 when the remainder is below 2', () => {
    // 100000002: first sum 10 + 4 = 14 → rest 3 → 8; second sum 11 + 6 + 16 = 33 → rest 0 → 0
    expect(cpfCheckDigits('100000002')).toBe('80');
  });

  it('rejects a base that is not 9 digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('12345678A')).toThrow(RangeError);
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', ' 529 982 247 25 ', '100.000.002-80'])(
    'accepts %p',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each([
    ['wrong first digit', '529.982.247-35'],
    ['wrong second digit', '529.982.247-26'],
    ['too short', '5299822472'],
    ['too long', '529982247250'],
    ['a letter', '5299822472A'],
    ['empty', ''],
  ])('rejects %s', (_why, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])('rejects all-%s', (d) => {
    expect(isValidCpf(d.repeat(11))).toBe(false);
  });
});
