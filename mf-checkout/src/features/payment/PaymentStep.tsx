import styled from 'styled-components';
import { isPayablePlan, type CheckoutPlan, type PaymentMethod } from 'shared-domain';
import { Button, LinkButton } from 'shared-ui';
import { FormError, SegmentedControl } from 'shared-ui/widgets';
import type { CustomerData } from '../../lib/checkoutStore';
import { CardFields } from './CardFields';
import { METHOD_LABELS } from './methodLabels';
import { PayerFields } from './PayerFields';
import { PaymentTotals } from './PaymentTotals';
import { usePaymentForm } from './usePaymentForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const METHOD_OPTIONS = (Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

const SUBMIT_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Finalizar pagamento',
  pix: 'Gerar PIX',
  boleto: 'Gerar boleto',
};

/**
 * Step 2, 'Pagamento': card (interest-free installments up to the plan's limit), PIX or boleto
 * (5% off, savings shown).
 */
export function PaymentStep({ plan, customer }: { plan: CheckoutPlan; customer: CustomerData }) {
  const form = usePaymentForm(plan, customer);

  if (!isPayablePlan(plan)) {
    return (
      <div>
        <p>{plan.billingText}. Fale com a nossa equipe para montar a proposta do seu negócio.</p>
        <LinkButton href="/#contato">Falar com um consultor</LinkButton>
      </div>
    );
  }

  return (
    <Form onSubmit={(e) => void form.submit(e)} noValidate aria-label="Pagamento">
      <SegmentedControl
        label="Forma de pagamento"
        value={form.method}
        onChange={(v) => form.chooseMethod(v as PaymentMethod)}
        options={METHOD_OPTIONS}
      />
      <FormError>{form.formError}</FormError>
      <PayerFields fields={form.askFor} field={form.payerField} />
      {form.method === 'credit_card' && (
        <CardFields
          plan={plan}
          field={form.cardField}
          installments={form.installments}
          onInstallmentsChange={form.setInstallments}
          installmentsError={form.installmentsError}
        />
      )}
      {form.method === 'pix' && (
        <p>O QR Code do PIX aparece assim que você finalizar. O acesso é liberado após o pagamento.</p>
      )}
      {form.method === 'boleto' && (
        <p>O boleto é gerado ao finalizar e vence hoje. A confirmação pode levar até 3 dias úteis.</p>
      )}
      <PaymentTotals plan={plan} method={form.method} count={form.count} />
      <Button type="submit" fullWidth busy={form.busy} busyLabel="Processando pagamento...">
        {SUBMIT_LABELS[form.method]}
      </Button>
    </Form>
  );
}
