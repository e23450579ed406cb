import { useState, type FormEvent } from 'react';
import { hasErrors, validateCardForm, type CheckoutPlan, type PaymentMethod } from 'shared-domain';
import { fieldBinder } from 'shared-ui/widgets';
import { useCheckoutStore, type CustomerData } from '../../lib/checkoutStore';
import type { CreatePaymentInput } from './api/createPayment';
import { useCreatePayment } from './api/useCreatePayment';
import { useAttemptKey } from './attemptKey';
import { billingErrors, missingBillingFields, type BillingField } from './billingDetails';
import { cardInput } from './cardInput';
import { validateHolderAddress } from './holderAddress';
import { paymentErrorMessage } from './paymentMessages';

/** The card as typed, with the holder's address the provider requires for a card charge. */
export interface CardDetails {
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  postalCode: string;
  addressNumber: string;
}

type Errors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The payment step's form: the method, the card, the billing details the account lacks, their
 * validation, and the submit. What was typed stays after a failure, and the same details sent
 * again keep their idempotency key.
 */
export function usePaymentForm(plan: CheckoutPlan, customer: CustomerData, { planChange = false } = {}) {
  const setPayment = useCheckoutStore((s) => s.setPayment);
  const attemptKey = useAttemptKey();
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const [installments, setInstallments] = useState(1);
  const [card, setCard] = useState<CardDetails>({
    holderName: customer.name,
    cardNumber: '',
    expiry: '',
    cvv: '',
    postalCode: '',
    addressNumber: '',
  });
  const [cardErrors, setCardErrors] = useState<Errors<keyof CardDetails | 'installments'>>({});
  // Asked here only when the account lacks them (a Google sign-in); kept for the payment.
  const [askFor] = useState(() => missingBillingFields(customer));
  const [payer, setPayer] = useState(customer);
  const [payerErrors, setPayerErrors] = useState<Errors<BillingField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const payment = useCreatePayment(setPayment);

  const byCard = method === 'credit_card';
  // A change of plan charges nothing now; its next charges are single.
  const count = byCard && !planChange ? installments : 1;

  /** The charge as the payment function takes it, or null after showing what needs fixing. */
  const checkedCharge = (): Omit<CreatePaymentInput, 'idempotencyKey'> | null => {
    const invalidCard = byCard
      ? { ...validateCardForm({ ...card, installments: count }), ...validateHolderAddress(card) }
      : {};
    const invalidPayer = billingErrors(payer, askFor);
    setCardErrors(invalidCard);
    setPayerErrors(invalidPayer);
    if (hasErrors(invalidCard) || hasErrors(invalidPayer)) return null;
    return {
      plan: plan.period,
      method,
      installments: count,
      customer: byCard ? { ...payer, postalCode: card.postalCode, addressNumber: card.addressNumber } : payer,
      card: byCard ? cardInput({ ...card, holderName: card.holderName || payer.name }) : undefined,
      ...(planChange ? { fromUpgrade: true } : {}),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payment.isPending) return;
    setFormError(null);
    const charge = checkedCharge();
    if (!charge) return;
    // The client toasts the failure (the mutation's meta); the form shows it too.
    payment.mutate(
      { ...charge, idempotencyKey: attemptKey(charge) },
      { onError: (error) => setFormError(paymentErrorMessage(error)) },
    );
  };

  return {
    method,
    chooseMethod: (next: PaymentMethod) => {
      setMethod(next);
      setFormError(null);
    },
    count,
    askFor,
    payerField: fieldBinder(payer, setPayer, payerErrors),
    cardField: fieldBinder(card, setCard, cardErrors),
    installments,
    setInstallments,
    installmentsError: cardErrors.installments,
    formError,
    busy: payment.isPending,
    submit,
  };
}
