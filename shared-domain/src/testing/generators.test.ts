import { isValidCnpj } from '../documents/cnpj.ts';
import { isValidCpf } from '../documents/cpf.ts';
import { generateCnpj, generateCpf } from './generators.ts';

/** A fixed sequence, so the test does not depend on Math.random. */
function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

describe('generateCpf', () => {
  it('generates valid bare CPFs', () => {
    for (let i = 0; i < 200; i++) {
      const cpf = generateCpf();
      expect(cpf).toMatch(/^\d{11}$/);
      expect(isValidCpf(cpf)).toBe(true);
    }
  });

  it('can return the masked form', () => {
    const cpf = generateCpf({ formatted: true });
    expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('is reproducible with a given random source', () => {
    expect(generateCpf({ random: sequence([0.52, 0.29, 0.98, 0.92, 0.24, 0.77]) })).toBe(
      generateCpf({ random: sequence([0.52, 0.29, 0.98, 0.92, 0.24, 0.77]) }),
    );
  });

  it('never returns an all-same CPF, even when the source repeats', () => {
    const cpf = generateCpf({ random: () => 0.15 });
    expect(cpf.startsWith('11111111')).toBe(true);
    expect(isValidCpf(cpf)).toBe(true);
  });
});

describe('generateCnpj', () => {
  it('generates valid numeric CNPJs', () => {
    for (let i = 0; i < 200; i++) {
      const cnpj = generateCnpj();
      expect(cnpj).toMatch(/^\d{14}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });

  it('generates valid alphanumeric CNPJs with at least one letter', () => {
    for (let i = 0; i < 200; i++) {
      const cnpj = generateCnpj({ alphanumeric: true });
      expect(cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
      expect(cnpj.slice(0, 12)).toMatch(/[A-Z]/);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });

  it('adds a letter when the random draw had none', () => {
    const cnpj = generateCnpj({ alphanumeric: true, random: () => 0.1 });
    expect(cnpj.slice(0, 12)).toMatch(/[A-Z]/);
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('can return the masked form', () => {
    expect(generateCnpj({ formatted: true })).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(generateCnpj({ formatted: true, alphanumeric: true })).toMatch(
      /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
    );
  });

  it('never returns an all-same CNPJ', () => {
    expect(isValidCnpj(generateCnpj({ random: () => 0 }))).toBe(true);
  });
});
