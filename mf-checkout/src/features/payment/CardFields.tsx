import styled from 'styled-components';
import { installmentOptions, type CheckoutPlan } from 'shared-domain';
import { Input, Select, type BoundField } from 'shared-ui/widgets';
import { maskCardNumber, maskExpiry } from './cardInput';
import { maskCep } from './holderAddress';
import type { CardDetails } from './usePaymentForm';

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const onlyDigits = (value: string) => value.replace(/\D/g, '');

interface CardFieldsProps {
  plan: CheckoutPlan;
  field: (name: keyof CardDetails, format?: (value: string) => string) => BoundField;
  installments: number;
  onInstallmentsChange: (count: number) => void;
  installmentsError?: string;
  /** A change of plan charges nothing now: the next charges are single, no installments to choose. */
  withInstallments?: boolean;
}

/** The card, its holder's address and the interest-free installments the plan allows. */
export function CardFields({
  plan,
  field,
  installments,
  onInstallmentsChange,
  installmentsError,
  withInstallments = true,
}: CardFieldsProps) {
  const options = installmentOptions(plan, 'credit_card');
  return (
    <>
      <Input label="Nome impresso no cartão" autoComplete="cc-name" {...field('holderName')} />
      <Input
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('cardNumber', maskCardNumber)}
      />
      <Pair>
        <Input
          label="Validade"
          placeholder="MM/AA"
          inputMode="numeric"
          autoComplete="cc-exp"
          {...field('expiry', maskExpiry)}
        />
        <Input label="CVV" inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...field('cvv', onlyDigits)} />
      </Pair>
      <Pair>
        <Input
          label="CEP do titular"
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode', maskCep)}
        />
        <Input label="Número do endereço" {...field('addressNumber')} />
      </Pair>
      {withInstallments && (
        <Select
          label="Parcelas"
          value={String(installments)}
          onChange={(e) => onInstallmentsChange(Number(e.target.value))}
          options={options.map((o) => ({ value: String(o.value), label: o.label }))}
          error={installmentsError}
        />
      )}
    </>
  );
}
