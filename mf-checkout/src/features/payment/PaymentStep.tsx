import styled from 'styled-components';
import { isPayablePlan, type CheckoutPlan, type PaymentMethod } from 'shared-domain';
import { Button, LinkButton } from 'shared-ui';
import { FormError, SegmentedControl } from 'shared-ui/widgets';
import type { CustomerData } from '../../lib/checkoutStore';
import { usePlanChange } from '../../lib/planChange';
import { CardFields } from './CardFields';
import { METHOD_LABELS } from './methodLabels';
import { PayerFields } from './PayerFields';
import { PaymentTotals } from './PaymentTotals';
import { usePaymentForm } from './usePaymentForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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

/** How the next charges of a changed plan are paid. */
const NEXT_CHARGES: Record<PaymentMethod, string | null> = {
  credit_card: null,
  pix: 'As próximas cobranças serão por PIX.',
  boleto: 'As próximas cobranças serão por boleto.',
};

/**
 * Step 2, 'Pagamento': card (interest-free installments up to the plan's limit), PIX or boleto
 * (5% off, savings shown). A customer whose subscription is running changes it instead: the form
 * says from when, charges nothing now and only asks how the next charges are paid.
 */
export function PaymentStep({ plan, customer }: { plan: CheckoutPlan; customer: CustomerData }) {
  const change = usePlanChange(plan);
  const form = usePaymentForm(plan, customer, { planChange: Boolean(change) });

  if (!isPayablePlan(plan)) {
    return (
      <div>
        <p>{plan.billingText}. Fale com a nossa equipe para montar a proposta do seu negócio.</p>
        <LinkButton href="/#contato">Falar com um consultor</LinkButton>
      </div>
    );
  }

  if (change?.samePlan) {
    return (
      <div>
        <p>{change.text} Para mudar, use “Alterar” no Resumo do Pedido.</p>
      </div>
    );
  }

  return (
    <Form onSubmit={form.submit} noValidate aria-label="Pagamento">
      {change && <Notice>{change.text}</Notice>}
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
          withInstallments={!change}
        />
      )}
      {change && NEXT_CHARGES[form.method] && <p>{NEXT_CHARGES[form.method]}</p>}
      {!change && form.method === 'pix' && (
        <p>O QR Code do PIX aparece assim que você finalizar. O acesso é liberado após o pagamento.</p>
      )}
      {!change && form.method === 'boleto' && (
        <p>O boleto é gerado ao finalizar e vence hoje. A confirmação pode levar até 3 dias úteis.</p>
      )}
      <PaymentTotals plan={plan} method={form.method} count={form.count} />
      {change ? (
        <Button type="submit" fullWidth busy={form.busy} busyLabel="Confirmando mudança...">
          Confirmar mudança de plano
        </Button>
      ) : (
        <Button type="submit" fullWidth busy={form.busy} busyLabel="Processando pagamento...">
          {SUBMIT_LABELS[form.method]}
        </Button>
      )}
    </Form>
  );
}
