import { formatPhone, maskCnpj, maskCpf } from 'shared-domain';
import { Input, type BoundField } from 'shared-ui/widgets';
import type { BillingField } from './billingDetails';

const LABELS: Record<BillingField, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  businessName: 'Nome da empresa',
  phone: 'Telefone',
};

const MASKS: Record<BillingField, (value: string) => string> = {
  cpf: maskCpf,
  cnpj: maskCnpj,
  businessName: (v) => v,
  phone: formatPhone,
};

/** The billing details the account lacks (a Google sign-in brings only a name and an e-mail). */
export function PayerFields({
  fields,
  field,
}: {
  fields: BillingField[];
  field: (name: BillingField, format: (value: string) => string) => BoundField;
}) {
  return fields.map((name) => (
    <Input
      key={name}
      label={LABELS[name]}
      inputMode={name === 'phone' || name === 'cpf' ? 'numeric' : undefined}
      {...field(name, MASKS[name])}
    />
  ));
}
