import { isValidCpfOrCnpj } from './cpfCnpj.ts';

describe('isValidCpfOrCnpj', () => {
  it.each(['529.982.247-25', '11.222.333/0001-81', '12.abc.345/01de-35'])('accepts %p', (doc) => {
    expect(isValidCpfOrCnpj(doc)).toBe(true);
  });

  it.each(['529.982.247-26', '11.222.333/0001-82', '123', ''])('rejects %p', (doc) => {
    expect(isValidCpfOrCnpj(doc)).toBe(false);
  });
});
