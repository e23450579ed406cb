import { SIGNUP_SCREEN_MESSAGES, validateSignupScreen, type SignupScreenForm } from './signupScreen.ts';

const individual: SignupScreenForm = {
  personType: 'fisica',
  name: 'Maria Oliveira',
  cpf: '529.982.247-25',
  businessName: '',
  cnpj: '',
  email: 'maria@clinica.com.br',
  phone: '(11) 98765-4321',
  password: 'segredo123',
  confirmPassword: 'segredo123',
  acceptTerms: true,
};

const company: SignupScreenForm = {
  ...individual,
  personType: 'juridica',
  cpf: '',
  businessName: 'Clínica Bem-Estar',
  cnpj: '12.ABC.345/01DE-35',
};

describe('validateSignupScreen', () => {
  it('has the pt-BR texts', () => {
    expect(SIGNUP_SCREEN_MESSAGES).toEqual({
      required: 'Por favor, preencha todos os campos obrigatórios.',
      passwordMismatch: 'As senhas não coincidem.',
      passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
      cpfRequired: 'CPF é obrigatório para pessoa física.',
      companyRequired: 'Nome da empresa e CNPJ são obrigatórios para pessoa jurídica.',
      termsRequired: 'Você precisa aceitar os termos de serviço.',
    });
  });

  it('accepts a complete individual and a complete company', () => {
    expect(validateSignupScreen(individual)).toBeNull();
    expect(validateSignupScreen(company)).toBeNull();
  });

  describe('1. required fields', () => {
    it.each(['name', 'email', 'phone', 'password', 'confirmPassword'] as const)('%s', (field) => {
      expect(validateSignupScreen({ ...individual, [field]: '' })).toBe(
        'Por favor, preencha todos os campos obrigatórios.',
      );
    });

    it.each(['name', 'email', 'phone'] as const)('%s of only spaces', (field) => {
      expect(validateSignupScreen({ ...individual, [field]: '   ' })).toBe(SIGNUP_SCREEN_MESSAGES.required);
    });
  });

  it('2. passwords must match', () => {
    expect(validateSignupScreen({ ...individual, confirmPassword: 'segredo124' })).toBe('As senhas não coincidem.');
  });

  describe('3. password length', () => {
    it('refuses 7 characters', () => {
      expect(validateSignupScreen({ ...individual, password: '1234567', confirmPassword: '1234567' })).toBe(
        'A senha deve ter pelo menos 8 caracteres.',
      );
    });

    it('accepts exactly 8', () => {
      expect(validateSignupScreen({ ...individual, password: '12345678', confirmPassword: '12345678' })).toBeNull();
    });
  });

  it('4. an individual needs a CPF', () => {
    expect(validateSignupScreen({ ...individual, cpf: '' })).toBe('CPF é obrigatório para pessoa física.');
    expect(validateSignupScreen({ ...individual, cpf: '  ' })).toBe(SIGNUP_SCREEN_MESSAGES.cpfRequired);
  });

  it('4. no format check on the CPF (placeholders only)', () => {
    expect(validateSignupScreen({ ...individual, cpf: '123' })).toBeNull();
  });

  describe('5. a company needs a business name and a CNPJ', () => {
    it.each(['businessName', 'cnpj'] as const)('without %s', (field) => {
      expect(validateSignupScreen({ ...company, [field]: '' })).toBe(
        'Nome da empresa e CNPJ são obrigatórios para pessoa jurídica.',
      );
    });

    it('does not need a CPF', () => {
      expect(validateSignupScreen({ ...company, cpf: '' })).toBeNull();
    });

    it('an individual does not need them', () => {
      expect(validateSignupScreen({ ...individual, businessName: '', cnpj: '' })).toBeNull();
    });
  });

  it('6. terms must be accepted', () => {
    expect(validateSignupScreen({ ...individual, acceptTerms: false })).toBe(
      'Você precisa aceitar os termos de serviço.',
    );
  });

  describe('order', () => {
    const everythingWrong: SignupScreenForm = {
      ...individual,
      cpf: '',
      password: 'curta',
      confirmPassword: 'outra',
      acceptTerms: false,
    };

    it('reports the first failing rule only', () => {
      expect(validateSignupScreen({ ...everythingWrong, phone: '' })).toBe(SIGNUP_SCREEN_MESSAGES.required);
      expect(validateSignupScreen(everythingWrong)).toBe(SIGNUP_SCREEN_MESSAGES.passwordMismatch);
      expect(validateSignupScreen({ ...everythingWrong, confirmPassword: 'curta' })).toBe(
        SIGNUP_SCREEN_MESSAGES.passwordTooShort,
      );
      expect(validateSignupScreen({ ...everythingWrong, password: 'longa1234', confirmPassword: 'longa1234' })).toBe(
        SIGNUP_SCREEN_MESSAGES.cpfRequired,
      );
      expect(
        validateSignupScreen({
          ...everythingWrong,
          personType: 'juridica',
          password: 'longa1234',
          confirmPassword: 'longa1234',
        }),
      ).toBe(SIGNUP_SCREEN_MESSAGES.companyRequired);
      expect(validateSignupScreen({ ...individual, acceptTerms: false, cpf: '529.982.247-25' })).toBe(
        SIGNUP_SCREEN_MESSAGES.termsRequired,
      );
    });

    it('checks the match before the length (a short mismatch says mismatch)', () => {
      expect(validateSignupScreen({ ...individual, password: 'abc', confirmPassword: 'abd' })).toBe(
        SIGNUP_SCREEN_MESSAGES.passwordMismatch,
      );
    });
  });
});
