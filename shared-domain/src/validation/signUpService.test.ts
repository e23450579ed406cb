import { SIGN_UP_SERVICE_MESSAGES, validateSignUpService, type SignUpServiceInput } from './signUpService.ts';

const individual: SignUpServiceInput = {
  email: 'maria@clinica.com.br',
  password: 'segredo123',
  full_name: 'Maria Oliveira',
  phone: '11987654321',
  person_type: 'fisica',
  cpf: '52998224725',
};

const company: SignUpServiceInput = {
  ...individual,
  person_type: 'juridica',
  cpf: null,
  business_name: 'Clínica Bem-Estar',
  cnpj: '12ABC34501DE35',
};

describe('validateSignUpService', () => {
  it('has the pt-BR texts', () => {
    expect(SIGN_UP_SERVICE_MESSAGES).toEqual({
      required: 'Campos obrigatórios não preenchidos',
      cpfRequired: 'CPF é obrigatório para pessoa física',
      companyRequired: 'Nome da empresa e CNPJ são obrigatórios para pessoa jurídica',
    });
  });

  it('accepts a complete individual and company', () => {
    expect(validateSignUpService(individual)).toBeNull();
    expect(validateSignUpService(company)).toBeNull();
  });

  it.each(['email', 'password', 'full_name', 'phone'] as const)('requires %s', (field) => {
    expect(validateSignUpService({ ...individual, [field]: '' })).toBe('Campos obrigatórios não preenchidos');
  });

  it.each([undefined, null, '', ' '])('requires a CPF for an individual (%p)', (cpf) => {
    expect(validateSignUpService({ ...individual, cpf })).toBe('CPF é obrigatório para pessoa física');
  });

  it.each(['business_name', 'cnpj'] as const)('requires %s for a company', (field) => {
    expect(validateSignUpService({ ...company, [field]: undefined })).toBe(
      'Nome da empresa e CNPJ são obrigatórios para pessoa jurídica',
    );
  });

  it('checks required fields before documents', () => {
    expect(validateSignUpService({ ...individual, phone: '', cpf: '' })).toBe(SIGN_UP_SERVICE_MESSAGES.required);
    expect(validateSignUpService({ ...company, email: ' ', cnpj: '' })).toBe(SIGN_UP_SERVICE_MESSAGES.required);
  });
});
