import { maskCep, validateHolderAddress } from './holderAddress';

describe('card holder address', () => {
  it('writes the CEP as 00000-000', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('013')).toBe('013');
    expect(maskCep('01310-1009')).toBe('01310-100');
  });

  it('needs an 8-digit CEP and a number', () => {
    expect(validateHolderAddress({ postalCode: '', addressNumber: '' })).toEqual({
      postalCode: 'CEP é obrigatório',
      addressNumber: 'Número do endereço é obrigatório',
    });
    expect(validateHolderAddress({ postalCode: '0131', addressNumber: '10' })).toEqual({ postalCode: 'CEP inválido' });
    expect(validateHolderAddress({ postalCode: '01310-100', addressNumber: 's/n' })).toEqual({});
  });
});
