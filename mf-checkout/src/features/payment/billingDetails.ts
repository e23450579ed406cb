import { CHECKOUT_ACCOUNT_MESSAGES as m, isValidCnpj, isValidCpf, normalizeDocument } from 'shared-domain';
import type { CustomerData } from '../../lib/checkoutStore';

export type BillingField = 'cpf' | 'cnpj' | 'businessName' | 'phone';

/**
 * What the payment provider needs of the payer and the account may lack (a Google sign-in brings
 * only a name and an e-mail): the document, the company name and the phone.
 */
export function missingBillingFields(customer: CustomerData): BillingField[] {
  const company = customer.personType === 'juridica';
  const fields: BillingField[] = [];
  if (company && !customer.businessName.trim()) fields.push('businessName');
  if (company ? !isValidCnpj(normalizeDocument(customer.cnpj)) : !isValidCpf(normalizeDocument(customer.cpf))) {
    fields.push(company ? 'cnpj' : 'cpf');
  }
  if (!customer.phone.trim()) fields.push('phone');
  return fields;
}

/** The checkout form's messages for those fields. */
export function billingErrors(customer: CustomerData, fields: BillingField[]): Partial<Record<BillingField, string>> {
  const errors: Partial<Record<BillingField, string>> = {};
  for (const field of fields) {
    if (field === 'businessName' && !customer.businessName.trim()) errors.businessName = m.businessNameRequired;
    if (field === 'phone' && !customer.phone.trim()) errors.phone = m.phoneRequired;
    if (field === 'cpf')
      errors.cpf = !customer.cpf.trim()
        ? m.cpfRequired
        : isValidCpf(normalizeDocument(customer.cpf))
          ? undefined
          : m.cpfInvalid;
    if (field === 'cnpj')
      errors.cnpj = !customer.cnpj.trim()
        ? m.cnpjRequired
        : isValidCnpj(normalizeDocument(customer.cnpj))
          ? undefined
          : m.cnpjInvalid;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Partial<Record<BillingField, string>>;
}
