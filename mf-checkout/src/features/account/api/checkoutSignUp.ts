import type { CheckoutAccountForm } from 'shared-domain';
import { signInWithPassword, signUpCustomer } from 'shared-auth/client';

/**
 * 'Criar conta': the shared sign-up service (document and e-mail checks, the database-error
 * recovery), with the same user metadata as the signup screen, so the profile the database creates
 * is complete. A project that asks for e-mail confirmation returns no session: sign in then.
 */
export async function checkoutSignUp(form: CheckoutAccountForm): Promise<void> {
  const { session } = await signUpCustomer({
    email: form.email,
    password: form.password,
    name: form.name,
    phone: form.phone,
    personType: form.personType,
    cpf: form.cpf,
    businessName: form.businessName,
    cnpj: form.cnpj,
  });
  if (!session) await signInWithPassword(form.email, form.password);
}
