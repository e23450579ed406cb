import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  formatPhone,
  installmentOptions,
  isPayablePlan,
  maskCnpj,
  maskCpf,
  quote,
  validateCardForm,
  type CardFormErrors,
  type CheckoutPlan,
  type PaymentMethod,
} from 'shared-domain';
import { Button, formatBRL, LinkButton, toast } from 'shared-ui';
import { Input, SegmentedControl, Select, FormError, fieldBinder } from 'shared-ui/widgets';
import { useCheckoutStore, type CustomerData } from '../../lib/checkoutStore';
import { createPayment } from './api/createPayment';
import { newAttemptKey } from './attemptKey';
import { billingErrors, missingBillingFields, type BillingField } from './billingDetails';
import { cardInput, maskCardNumber, maskExpiry } from './cardInput';
import { maskCep, validateHolderAddress, type HolderAddress } from './holderAddress';
import { paymentErrorMessage } from './paymentMessages';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de Crédito',
  pix: 'PIX',
  boleto: 'Boleto',
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Savings = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.successText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const EMPTY_CARD = { cardNumber: '', expiry: '', cvv: '' };

const BILLING_LABELS: Record<BillingField, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  businessName: 'Nome da empresa',
  phone: 'Telefone',
};

const BILLING_MASKS: Record<BillingField, (value: string) => string> = {
  cpf: maskCpf,
  cnpj: maskCnpj,
  businessName: (v) => v,
  phone: formatPhone,
};

/**
 * Step 2, 'Pagamento' (spec 1 §2, §5, §9): card (interest-free installments up to the plan's
 * limit), PIX or boleto (5% off, savings shown). The amount shown is computed by the same rules
 * the payment function charges with; the function decides it, never the browser.
 */
export function PaymentStep({ plan, customer }: { plan: CheckoutPlan; customer: CustomerData }) {
  const setPayment = useCheckoutStore((s) => s.setPayment);
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const [installments, setInstallments] = useState(1);
  const [holderName, setHolderName] = useState(customer.name);
  const [card, setCard] = useState(EMPTY_CARD);
  const [address, setAddress] = useState<HolderAddress>({ postalCode: '', addressNumber: '' });
  const [addressErrors, setAddressErrors] = useState<Partial<Record<keyof HolderAddress, string>>>({});
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Asked here only when the account lacks them (a Google sign-in); kept for the payment.
  const [askFor] = useState(() => missingBillingFields(customer));
  const [payer, setPayer] = useState(customer);
  const [payerErrors, setPayerErrors] = useState<Partial<Record<BillingField, string>>>({});

  const count = method === 'credit_card' ? installments : 1;
  const price = quote(plan, method, count);
  const options = installmentOptions(plan, 'credit_card');
  // A key per attempt: the same details sent again (after a time-out) are the same charge.
  const attemptKey = useMemo(
    () => newAttemptKey(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- every detail of the charge makes a new attempt
    [plan.period, method, count, holderName, card.cardNumber, card.expiry, card.cvv, payer, address],
  );

  if (!isPayablePlan(plan)) {
    return (
      <div>
        <p>{plan.billingText}. Fale com a nossa equipe para montar a proposta do seu negócio.</p>
        <LinkButton href="/#contato">Falar com um consultor</LinkButton>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = method === 'credit_card' ? validateCardForm({ ...card, installments }) : {};
    const invalidPayer = billingErrors(payer, askFor);
    const invalidAddress = method === 'credit_card' ? validateHolderAddress(address) : {};
    setErrors(invalid);
    setPayerErrors(invalidPayer);
    setAddressErrors(invalidAddress);
    setFormError(null);
    if ([invalid, invalidPayer, invalidAddress].some((e) => Object.keys(e).length > 0)) return;
    setBusy(true);
    try {
      const payment = await createPayment({
        plan: plan.period,
        method,
        installments: count,
        customer: method === 'credit_card' ? { ...payer, ...address } : payer,
        card: method === 'credit_card' ? cardInput({ holderName: holderName || payer.name, ...card }) : undefined,
        idempotencyKey: attemptKey,
      });
      setPayment(payment);
    } catch (error) {
      // Everything typed stays; the same details resent keep the same idempotency key.
      const message = paymentErrorMessage(error);
      setFormError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const cardField = fieldBinder(card, setCard, errors);
  const payerField = fieldBinder(payer, setPayer, payerErrors);
  const addressField = fieldBinder(address, setAddress, addressErrors);

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Pagamento">
      <SegmentedControl
        label="Forma de pagamento"
        value={method}
        onChange={(v) => {
          setMethod(v as PaymentMethod);
          setFormError(null);
        }}
        options={(Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
          value,
          label: METHOD_LABELS[value],
        }))}
      />
      <FormError>{formError}</FormError>
      {askFor.map((name) => (
        <Input
          key={name}
          label={BILLING_LABELS[name]}
          inputMode={name === 'phone' || name === 'cpf' ? 'numeric' : undefined}
          {...payerField(name, BILLING_MASKS[name])}
        />
      ))}
      {method === 'credit_card' && (
        <>
          <Input
            label="Nome impresso no cartão"
            autoComplete="cc-name"
            value={holderName}
            onChange={(e) => setHolderName(e.target.value)}
          />
          <Input
            label="Número do cartão"
            inputMode="numeric"
            autoComplete="cc-number"
            {...cardField('cardNumber', maskCardNumber)}
          />
          <Pair>
            <Input
              label="Validade"
              placeholder="MM/AA"
              inputMode="numeric"
              autoComplete="cc-exp"
              {...cardField('expiry', maskExpiry)}
            />
            <Input
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...cardField('cvv', (v) => v.replace(/\D/g, ''))}
            />
          </Pair>
          <Pair>
            <Input
              label="CEP do titular"
              inputMode="numeric"
              autoComplete="postal-code"
              {...addressField('postalCode', maskCep)}
            />
            <Input label="Número do endereço" {...addressField('addressNumber')} />
          </Pair>
          <Select
            label="Parcelas"
            value={String(installments)}
            onChange={(e) => setInstallments(Number(e.target.value))}
            options={options.map((o) => ({ value: String(o.value), label: o.label }))}
            error={errors.installments}
          />
        </>
      )}
      {method === 'pix' && (
        <p>O QR Code do PIX aparece assim que você finalizar. O acesso é liberado após o pagamento.</p>
      )}
      {method === 'boleto' && (
        <p>O boleto é gerado ao finalizar e vence hoje. A confirmação pode levar até 3 dias úteis.</p>
      )}
      <Totals aria-label="Valores">
        <dt>Plano {plan.name}</dt>
        <dd>{formatBRL(price.total)}</dd>
        {price.discount > 0 && (
          <>
            <dt>Desconto de 5% no {METHOD_LABELS[method]}</dt>
            <dd>− {formatBRL(price.discount)}</dd>
          </>
        )}
        <dt className="total">Total</dt>
        <dd className="total">
          {formatBRL(price.final)}
          {count > 1 && ` em ${count}x de ${formatBRL(price.installmentValue)} sem juros`}
        </dd>
      </Totals>
      {price.discount > 0 && (
        <Savings>
          Você economiza {formatBRL(price.discount)} pagando com {METHOD_LABELS[method]}.
        </Savings>
      )}
      <Button type="submit" fullWidth busy={busy} busyLabel="Processando pagamento...">
        {method === 'credit_card' ? 'Finalizar pagamento' : method === 'pix' ? 'Gerar PIX' : 'Gerar boleto'}
      </Button>
    </Form>
  );
}
