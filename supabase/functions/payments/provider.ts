// What the checkout sends the provider: the customer, the card fields, the one-off payload, dates,
// and the provider's failures as the checkout shows them.
import { asaas, AsaasError } from '../_shared/asaas.ts';
import { BILLING_TYPE_BY_METHOD, type CheckoutPlan, type PaymentMethod } from '../_shared/domain.ts';
// Today in Brazil: the provider's calendar.
import { todayInSaoPaulo } from '../../../shared-domain/src/dates/calendarDays.ts';
import { PaymentError } from './errors.ts';
import type { PaymentRequest } from './request.ts';

export function productDescription(planName: string): string {
  return `Plano ${planName} - Atende AI`;
}

/** The plan's provider cycle and the months one charge pays for. */
export function planCycle(plan: CheckoutPlan): { cycle: 'MONTHLY' | 'SEMIANNUALLY' | 'YEARLY'; months: number } {
  if (plan.period === 'anual') return { cycle: 'YEARLY', months: 12 };
  if (plan.period === 'semestral') return { cycle: 'SEMIANNUALLY', months: 6 };
  return { cycle: 'MONTHLY', months: 1 };
}

/** Provider failures, as the checkout must show them. */
export function fromProvider(err: unknown, method: PaymentMethod): PaymentError {
  if (err instanceof PaymentError) return err;
  if (!(err instanceof AsaasError)) {
    console.error('[payments]', err);
    return new PaymentError('internal_error');
  }
  const f = err.failure;
  if (f.kind === 'timeout') return new PaymentError('provider_timeout');
  if (f.kind === 'unavailable') return new PaymentError('provider_unavailable');
  if (isCardRefusal(err) && method === 'credit_card') return new PaymentError('card_refused', f.description);
  if (f.code === 'invalid_object' || f.code === 'invalid_cpfCnpj')
    return new PaymentError('invalid_customer', f.description);
  if (f.status === 401 || f.status === 403) {
    console.error('[payments] the Asaas key was refused:', f.code);
    return new PaymentError('provider_unavailable');
  }
  return new PaymentError('provider_rejected', f.description || undefined);
}

/** Asaas refuses a card with invalid_action (nothing is saved). */
export function isCardRefusal(err: unknown): boolean {
  return err instanceof AsaasError && err.failure.kind === 'rejected' && err.failure.code === 'invalid_action';
}

export async function findOrCreateCustomer(email: string, r: PaymentRequest): Promise<string> {
  // An empty filter would list every customer of the account.
  if (!email) throw new PaymentError('invalid_customer', 'E-mail é obrigatório');
  const found = await asaas.findCustomersByEmail(email);
  if (found.data.length > 0) return found.data[0].id;
  const created = await asaas.createCustomer({
    name: r.payer.name,
    email,
    cpfCnpj: r.payer.cpfCnpj,
    phone: r.payer.phone,
    ...(r.payer.isMobile ? { mobilePhone: r.payer.phone } : {}),
  });
  return created.id;
}

/** creditCard, creditCardHolderInfo and remoteIp, for a card payment or subscription. */
export function cardFields(r: PaymentRequest, email: string, remoteIp: string): Record<string, unknown> {
  if (!r.card) return {};
  return {
    creditCard: {
      holderName: r.card.holderName,
      number: r.card.number,
      expiryMonth: r.card.expiryMonth,
      expiryYear: r.card.expiryYear,
      ccv: r.card.ccv,
    },
    creditCardHolderInfo: {
      name: r.payer.name,
      email,
      cpfCnpj: r.payer.cpfCnpj,
      phone: r.payer.phone,
      ...(r.payer.isMobile ? { mobilePhone: r.payer.phone } : {}),
      ...(r.payer.postalCode ? { postalCode: r.payer.postalCode } : {}),
      ...(r.payer.addressNumber ? { addressNumber: r.payer.addressNumber } : {}),
    },
    remoteIp,
  };
}

/** The one-off first charge of a semiannual/annual plan, due today (instalments as Asaas splits them). */
export function paymentPayload(r: PaymentRequest, customer: string, email: string, final: number, remoteIp: string) {
  const payload: Record<string, unknown> = {
    customer,
    billingType: BILLING_TYPE_BY_METHOD[r.method],
    dueDate: todayInSaoPaulo(),
    description: productDescription(r.plan.name),
    // The idempotency key travels with the charge, so a retry after a time-out finds it.
    externalReference: r.idempotencyKey,
  };
  if (r.installments > 1) {
    // Asaas splits the total itself (remainder cents included) into an instalment plan.
    payload.installmentCount = r.installments;
    payload.totalValue = final;
  } else {
    payload.value = final;
  }
  return { ...payload, ...cardFields(r, email, remoteIp) };
}
