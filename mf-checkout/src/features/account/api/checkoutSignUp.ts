import type { CheckoutAccountForm } from 'shared-domain';
import { checkoutMetadata, signInWithPassword, signUpCustomer } from 'shared-auth/client';

/**
 * 'Criar conta': the shared sign-up service (document and e-mail checks, the database-error
 * recovery) sending the checkout's own metadata keys (name, phone, personType, cpf or businessName
 * and cnpj), from which the database fills the profile. A project that asks for e-mail confirmation
 * returns no session: sign in then.
 */
export async function checkoutSignUp(form: CheckoutAccountForm): Promise<void> {
  const { session } = await signUpCustomer(
    {
      email: form.email,
      password: form.password,
      name: form.name,
      phone: form.phone,
      personType: form.personType,
      cpf: form.cpf,
      businessName: form.businessName,
      cnpj: form.cnpj,
    },
    { metadata: checkoutMetadata },
  );
  if (!session) await signInWithPassword(form.email, form.password);
}
