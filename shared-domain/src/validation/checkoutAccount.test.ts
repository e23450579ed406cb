import { CHECKOUT_ACCOUNT_MESSAGES, validateCheckoutAccount, type CheckoutAccountForm } from './checkoutAccount.ts';

const individual: CheckoutAccountForm = {
  personType: 'fisica',
  name: 'Maria Oliveira',
  businessName: '',
  email: 'maria@clinica.com.br',
  password: 'segredo',
  confirmPassword: 'segredo',
  cpf: '529.982.247-25',
  cnpj: '',
  phone: '(11) 98765-4321',
};

const company: CheckoutAccountForm = {
  ...individual,
  personType: 'juridica',
  cpf: '',
  businessName: 'Clínica Bem-Estar',
  cnpj: '12.ABC.345/01DE-35',
};

const m = CHECKOUT_ACCOUNT_MESSAGES;

describe('CHECKOUT_ACCOUNT_MESSAGES', () => {
  it('has the pt-BR texts', () => {
    expect(CHECKOUT_ACCOUNT_MESSAGES).toEqual({
      nameRequired: 'Nome é obrigatório',
      businessNameRequired: 'Nome da empresa é obrigatório',
      emailRequired: 'E-mail é obrigatório',
      emailInvalid: 'E-mail inválido',
      passwordRequired: 'Senha é obrigatória',
      passwordTooShort: 'A senha deve ter no mínimo 6 caracteres',
      confirmPasswordRequired: 'Confirme sua senha',
      passwordMismatch: 'As senhas não coincidem',
      cpfRequired: 'CPF é obrigatório',
      cpfInvalid: 'CPF inválido',
      cnpjRequired: 'CNPJ é obrigatório',
      cnpjInvalid: 'CNPJ inválido',
      phoneRequired: 'Telefone é obrigatório',
    });
  });
});

describe('validateCheckoutAccount, sign-up', () => {
  it('accepts a complete individual and company', () => {
    expect(validateCheckoutAccount(individual, 'signup')).toEqual({});
    expect(validateCheckoutAccount(company, 'signup')).toEqual({});
    expect(validateCheckoutAccount({ ...company, cnpj: '11.222.333/0001-81' }, 'signup')).toEqual({});
    expect(validateCheckoutAccount({ ...company, cnpj: '12abc34501de35' }, 'signup')).toEqual({});
  });

  it('reports every empty field of an individual at once', () => {
    const empty = { personType: 'fisica' as const };
    expect(validateCheckoutAccount(empty, 'signup')).toEqual({
      name: 'Nome é obrigatório',
      email: 'E-mail é obrigatório',
      password: 'Senha é obrigatória',
      confirmPassword: 'Confirme sua senha',
      cpf: 'CPF é obrigatório',
      phone: 'Telefone é obrigatório',
    });
  });

  it('reports every empty field of a company at once', () => {
    const blank = Object.fromEntries(Object.keys(company).map((k) => [k, ''])) as unknown as CheckoutAccountForm;
    expect(validateCheckoutAccount({ ...blank, personType: 'juridica' }, 'signup')).toEqual({
      name: 'Nome é obrigatório',
      businessName: 'Nome da empresa é obrigatório',
      email: 'E-mail é obrigatório',
      password: 'Senha é obrigatória',
      confirmPassword: 'Confirme sua senha',
      cnpj: 'CNPJ é obrigatório',
      phone: 'Telefone é obrigatório',
    });
  });

  it('treats whitespace-only text and null as missing', () => {
    const form = { ...individual, name: '   ', phone: null as unknown as string };
    expect(validateCheckoutAccount(form, 'signup')).toEqual({ name: m.nameRequired, phone: m.phoneRequired });
  });

  it.each(['maria', 'maria@', '@clinica.com', 'maria @clinica.com', 'maria@@clinica.com'])(
    'refuses the e-mail %p',
    (email) => {
      expect(validateCheckoutAccount({ ...individual, email }, 'signup')).toEqual({ email: 'E-mail inválido' });
    },
  );

  it('says required, not invalid, for an empty e-mail', () => {
    expect(validateCheckoutAccount({ ...individual, email: '' }, 'signup')).toEqual({ email: m.emailRequired });
  });

  it('needs 6 password characters', () => {
    expect(validateCheckoutAccount({ ...individual, password: '12345', confirmPassword: '12345' }, 'signup')).toEqual({
      password: 'A senha deve ter no mínimo 6 caracteres',
    });
    expect(validateCheckoutAccount({ ...individual, password: '123456', confirmPassword: '123456' }, 'signup')).toEqual(
      {},
    );
  });

  it('needs the confirmation to match', () => {
    expect(validateCheckoutAccount({ ...individual, confirmPassword: 'segredx' }, 'signup')).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it('reports a mismatch alongside other problems', () => {
    expect(
      validateCheckoutAccount({ ...individual, phone: '', password: '123', confirmPassword: '456' }, 'signup'),
    ).toEqual({ phone: m.phoneRequired, password: m.passwordTooShort, confirmPassword: m.passwordMismatch });
  });

  it('asks for the confirmation before comparing', () => {
    expect(validateCheckoutAccount({ ...individual, confirmPassword: '' }, 'signup')).toEqual({
      confirmPassword: 'Confirme sua senha',
    });
  });

  it.each(['529.982.247-26', '111.111.111-11', '123', '5299822472A'])('refuses the CPF %p', (cpf) => {
    expect(validateCheckoutAccount({ ...individual, cpf }, 'signup')).toEqual({ cpf: 'CPF inválido' });
  });

  it.each(['11.222.333/0001-82', '12.ABC.345/01DE-36', '00.000.000/0000-00', '123'])('refuses the CNPJ %p', (cnpj) => {
    expect(validateCheckoutAccount({ ...company, cnpj }, 'signup')).toEqual({ cnpj: 'CNPJ inválido' });
  });

  it('checks only the document of the chosen person type', () => {
    expect(validateCheckoutAccount({ ...individual, cnpj: 'lixo', businessName: '' }, 'signup')).toEqual({});
    expect(validateCheckoutAccount({ ...company, cpf: 'lixo' }, 'signup')).toEqual({});
  });
});

describe('validateCheckoutAccount, sign-in', () => {
  it('needs only e-mail and password', () => {
    expect(validateCheckoutAccount({ email: 'maria@clinica.com.br', password: 'x' }, 'signin')).toEqual({});
    expect(
      validateCheckoutAccount({ ...individual, name: '', cpf: '', phone: '', confirmPassword: '' }, 'signin'),
    ).toEqual({});
  });

  it('reports the required messages only', () => {
    expect(validateCheckoutAccount({ email: '', password: '' }, 'signin')).toEqual({
      email: 'E-mail é obrigatório',
      password: 'Senha é obrigatória',
    });
    // No pattern or length check when signing in: the auth service answers for those.
    expect(validateCheckoutAccount({ email: 'maria', password: '1' }, 'signin')).toEqual({});
  });
});
