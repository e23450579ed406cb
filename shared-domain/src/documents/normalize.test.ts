import { normalizeCnpj, normalizeCpf, normalizeDocument, onlyDigits } from './normalize.ts';

describe('onlyDigits', () => {
  it('drops everything but digits', () => {
    expect(onlyDigits('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('normalizeDocument', () => {
  it('strips punctuation and spaces', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181');
  });

  it('keeps letters, upper-cased', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeDocument('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
  });

  it('keeps letters in a CPF so that validation can refuse it', () => {
    expect(normalizeCpf('529.982.247-2x')).toBe('5299822472X');
  });
});
