import * as client from 'shared-auth/client';
import type { CheckoutAccountForm } from 'shared-domain';
import { checkoutSignUp } from './checkoutSignUp';

jest.mock('shared-auth/client', () => ({
  ...jest.requireActual<typeof import('shared-auth/client')>('shared-auth/client'),
  signUpCustomer: jest.fn(),
  signInWithPassword: jest.fn(),
}));
const mocked = jest.mocked(client);

const individual: CheckoutAccountForm = {
  personType: 'fisica',
  name: ' Maria Oliveira ',
  businessName: '',
  email: 'maria@clinica.com.br',
  password: 'segredo',
  confirmPassword: 'segredo',
  cpf: '529.982.247-25',
  cnpj: '',
  phone: '(11) 98765-4321',
};

/** The user metadata the sign-up would send for this form. */
async function metadataSent(form: CheckoutAccountForm) {
  mocked.signUpCustomer.mockResolvedValue({ user: {} as never, session: {} as never });
  await checkoutSignUp(form);
  const [input, options] = mocked.signUpCustomer.mock.calls[0];
  expect(options?.metadata).toBeDefined();
  return options!.metadata!(input);
}

beforeEach(() => jest.resetAllMocks());

describe('checkoutSignUp', () => {
  it("sends the checkout's keys for an individual: name, phone, personType, cpf", async () => {
    expect(await metadataSent(individual)).toEqual({
      name: 'Maria Oliveira',
      phone: '11987654321',
      personType: 'fisica',
      cpf: '52998224725',
    });
  });

  it("sends the checkout's keys for a company: name, phone, personType, businessName, cnpj", async () => {
    const company = {
      ...individual,
      personType: 'juridica',
      cpf: '',
      businessName: 'Clínica Bem-Estar ',
      cnpj: '12.ABC.345/01DE-35',
    } as const;
    expect(await metadataSent(company)).toEqual({
      name: 'Maria Oliveira',
      phone: '11987654321',
      personType: 'juridica',
      businessName: 'Clínica Bem-Estar',
      cnpj: '12ABC34501DE35',
    });
  });

  it('signs in when the sign-up returns no session (e-mail confirmation on)', async () => {
    mocked.signUpCustomer.mockResolvedValue({ user: {} as never, session: null });
    await checkoutSignUp(individual);
    expect(mocked.signInWithPassword).toHaveBeenCalledWith('maria@clinica.com.br', 'segredo');
  });
});
