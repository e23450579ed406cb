// /v3/payments: card payments approved at once (CONFIRMED) or refused (400 invalid_action, nothing
// saved); PIX and boleto created PENDING; instalment plans split into one payment per instalment;
// pixQrCode; and the sandbox-only confirm/overdue actions, each followed by its webhook event.
import crypto from 'node:crypto';
import { isValidCpfOrCnpj } from '../../../../shared-domain/src/documents/cpfCnpj.ts';
import { normalizeDocument, onlyDigits } from '../../../../shared-domain/src/documents/normalize.ts';
import { cardBrand, isExpired, REFUSED_CARDS, REFUSED_DESCRIPTION } from './cards.ts';
import { addMonths, isIsoDate, today } from './dates.ts';
import { invalid, notFound } from './errors.ts';
import { listOf, type Body } from './list.ts';
import { pixPayload, qrPngBase64 } from './pix.ts';
import type { AsaasStore, BillingType, Payment } from './store.ts';
import type { WebhookSender } from './webhooks.ts';

export interface PaymentsContext {
  store: AsaasStore;
  webhooks: WebhookSender;
  /** Where the sandbox is reached from outside, for invoice and boleto links. */
  publicUrl: string;
}

const BILLING_TYPES: BillingType[] = ['CREDIT_CARD', 'PIX', 'BOLETO', 'UNDEFINED'];
export const PAID = ['CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH'];
/** Asaas's card instalment limit (the plans allow fewer). */
const MAX_CARD_INSTALLMENTS = 21;
const MAX_INSTALLMENTS = 60;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const obj = (v: unknown): Body | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Body) : null;
const cents = (reais: number) => Math.round(reais * 100);

/** Instalment values in reais: the total split evenly, the remainder cents on the first ones. */
function split(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => (base + (i < rest ? 1 : 0)) / 100);
}

function amounts(body: Body, billingType: BillingType): { count: number; values: number[] } {
  const count = body.installmentCount === undefined ? 1 : Number(body.installmentCount);
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) {
    throw invalid('invalid_installmentCount', 'O número de parcelas informado é inválido.');
  }
  if (billingType === 'CREDIT_CARD' && count > MAX_CARD_INSTALLMENTS) {
    throw invalid(
      'invalid_installmentCount',
      `O parcelamento no cartão é permitido em até ${MAX_CARD_INSTALLMENTS} vezes.`,
    );
  }
  if (count === 1) {
    const value = Number(body.value ?? body.totalValue);
    if (!Number.isFinite(value) || value <= 0)
      throw invalid('invalid_value', 'O valor da cobrança deve ser informado.');
    return { count, values: [cents(value) / 100] };
  }
  if (body.totalValue !== undefined) {
    const total = Number(body.totalValue);
    if (!Number.isFinite(total) || total <= 0) throw invalid('invalid_value', 'O valor total deve ser maior que zero.');
    return { count, values: split(cents(total), count) };
  }
  const each = Number(body.installmentValue);
  if (!Number.isFinite(each) || each <= 0) {
    throw invalid('invalid_installmentValue', 'Informe o valor da parcela ou o valor total do parcelamento.');
  }
  return { count, values: Array(count).fill(cents(each) / 100) };
}

/** Checks the card request the way Asaas does; refused test cards throw invalid_action. */
export function checkCard(body: Body): NonNullable<Payment['creditCard']> {
  const card = obj(body.creditCard);
  const holder = obj(body.creditCardHolderInfo);
  if (!card) throw invalid('invalid_creditCard', 'Informe os dados do cartão de crédito.');
  const number = onlyDigits(String(card.number ?? ''));
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear);
  if (!str(card.holderName)) throw invalid('invalid_creditCard', 'Informe o nome impresso no cartão.');
  if (number.length < 13 || number.length > 19) throw invalid('invalid_creditCard', 'O número do cartão é inválido.');
  if (!Number.isInteger(month) || month < 1 || month > 12 || !/^\d{4}$/.test(String(card.expiryYear ?? ''))) {
    throw invalid('invalid_creditCard', 'A data de validade do cartão é inválida.');
  }
  if (isExpired(month, year)) throw invalid('invalid_creditCard', 'O cartão de crédito está vencido.');
  if (!/^\d{3,4}$/.test(String(card.ccv ?? '')))
    throw invalid('invalid_creditCard', 'O código de segurança é inválido.');
  if (!holder) throw invalid('invalid_creditCardHolderInfo', 'Informe os dados do titular do cartão.');
  if (!str(holder.name) || !str(holder.email)) {
    throw invalid('invalid_creditCardHolderInfo', 'Informe o nome e o email do titular do cartão.');
  }
  const holderDoc = normalizeDocument(String(holder.cpfCnpj ?? ''));
  if (!holderDoc || !isValidCpfOrCnpj(holderDoc)) {
    throw invalid('invalid_object', 'O CPF/CNPJ do titular do cartão é inválido.');
  }
  if (!str(holder.phone) && !str(holder.mobilePhone)) {
    throw invalid('invalid_creditCardHolderInfo', 'Informe o telefone do titular do cartão.');
  }
  if (!str(body.remoteIp)) throw invalid('invalid_remoteIp', 'Informe o IP do cliente (remoteIp).');
  if (REFUSED_CARDS.has(number)) throw invalid('invalid_action', REFUSED_DESCRIPTION);
  return {
    creditCardNumber: number.slice(-4),
    creditCardBrand: cardBrand(number),
    creditCardToken: crypto.randomUUID(),
  };
}

/** What a new charge is made of; the rest (ids, links, invoice number) the sandbox fills in. */
export interface NewCharge {
  customer: string;
  billingType: BillingType;
  value: number;
  dueDate: string;
  description: string | null;
  externalReference: string | null;
  subscription?: string | null;
  installment?: { id: string; number: number } | null;
  /** The card that paid it at once (CONFIRMED today); null leaves it PENDING. */
  paidWith?: NonNullable<Payment['creditCard']> | null;
}

/** Stores a charge as Asaas would create it (PENDING, or CONFIRMED when paid with a card now). */
export function storeCharge(ctx: PaymentsContext, charge: NewCharge): Payment {
  const { store } = ctx;
  const token = store.urlToken();
  const { billingType, value, dueDate } = charge;
  const card = charge.paidWith ?? null;
  const payment: Payment = {
    object: 'payment',
    id: store.paymentId(),
    dateCreated: today(),
    customer: charge.customer,
    subscription: charge.subscription ?? null,
    installment: charge.installment?.id ?? null,
    installmentNumber: charge.installment?.number ?? null,
    value,
    netValue: Math.round(value * 97) / 100, // a flat illustrative fee
    originalValue: null,
    description: charge.description,
    billingType,
    status: card ? 'CONFIRMED' : 'PENDING',
    dueDate,
    originalDueDate: dueDate,
    paymentDate: null,
    clientPaymentDate: card ? today() : null,
    confirmedDate: card ? today() : null,
    invoiceUrl: `${ctx.publicUrl}/i/${token}`,
    invoiceNumber: store.invoiceNumber(),
    bankSlipUrl: billingType === 'BOLETO' || billingType === 'UNDEFINED' ? `${ctx.publicUrl}/b/pdf/${token}` : null,
    nossoNumero: billingType === 'BOLETO' ? String(10_000_000 + store.payments.size) : null,
    externalReference: charge.externalReference,
    deleted: false,
    creditCard: card ? { ...card } : null,
  };
  const location = `${new URL(ctx.publicUrl).host}/pix/qr/${crypto.randomUUID()}`;
  store.payments.set(payment.id, {
    payment,
    pixPayload: billingType === 'PIX' || billingType === 'UNDEFINED' ? pixPayload(location, value) : null,
  });
  return payment;
}

/** The customer of a create request, refused unless it exists. */
export function customerOf(ctx: PaymentsContext, body: Body) {
  const customerId = str(body.customer);
  const customer = customerId ? ctx.store.customers.get(customerId) : undefined;
  if (!customer || customer.deleted) throw invalid('invalid_customer', 'Cliente inválido ou não informado.');
  return customer;
}

export function billingTypeOf(body: Body): BillingType {
  const billingType = str(body.billingType) as BillingType | null;
  if (!billingType || !BILLING_TYPES.includes(billingType)) {
    throw invalid('invalid_billingType', 'Informe uma forma de pagamento válida.');
  }
  return billingType;
}

export async function createPayment(ctx: PaymentsContext, body: Body): Promise<Payment> {
  const customer = customerOf(ctx, body);
  const billingType = billingTypeOf(body);
  if (!isIsoDate(body.dueDate)) throw invalid('invalid_dueDate', 'Informe a data de vencimento da cobrança.');
  if (body.dueDate < today()) {
    throw invalid('invalid_dueDate', 'A data de vencimento não pode ser anterior à data atual.');
  }
  const { count, values } = amounts(body, billingType);
  // Everything is checked before anything is stored: a refused card leaves no trace.
  const card = billingType === 'CREDIT_CARD' ? checkCard(body) : null;

  const installment = count > 1 ? ctx.store.installmentId() : null;
  const created: Payment[] = values.map((value, i) =>
    storeCharge(ctx, {
      customer: customer.id,
      billingType,
      value,
      dueDate: addMonths(body.dueDate as string, i),
      description:
        count > 1 ? `Parcela ${i + 1} de ${count}. ${str(body.description) ?? ''}`.trim() : str(body.description),
      externalReference: str(body.externalReference),
      installment: installment ? { id: installment, number: i + 1 } : null,
      paidWith: card,
    }),
  );
  for (const p of created) {
    ctx.webhooks.send('PAYMENT_CREATED', p);
    if (p.status === 'CONFIRMED') ctx.webhooks.send('PAYMENT_CONFIRMED', p);
  }
  return created[0];
}

export function listPayments(ctx: PaymentsContext, params: URLSearchParams) {
  const customer = params.get('customer');
  const statuses = params.get('status')?.split(',').filter(Boolean);
  const billingType = params.get('billingType');
  const externalReference = params.get('externalReference');
  const installment = params.get('installment');
  const subscription = params.get('subscription');
  const matches = [...ctx.store.payments.values()]
    .map((s) => s.payment)
    .filter(
      (p) =>
        !p.deleted &&
        (!customer || p.customer === customer) &&
        (!statuses || statuses.includes(p.status)) &&
        (!billingType || p.billingType === billingType) &&
        (!externalReference || p.externalReference === externalReference) &&
        (!installment || p.installment === installment) &&
        (!subscription || p.subscription === subscription),
    );
  return listOf(matches, params);
}

export function getPayment(ctx: PaymentsContext, id: string): Payment {
  const stored = ctx.store.payments.get(id);
  if (!stored || stored.payment.deleted) throw notFound('Cobrança não encontrada.');
  return stored.payment;
}

export async function pixQrCode(ctx: PaymentsContext, id: string) {
  getPayment(ctx, id);
  const stored = ctx.store.payments.get(id)!;
  if (!stored.pixPayload) {
    throw invalid('invalid_billingType', 'Só é possível gerar QR Code Pix para cobranças com forma de pagamento Pix.');
  }
  return {
    encodedImage: await qrPngBase64(stored.pixPayload),
    payload: stored.pixPayload,
    expirationDate: `${addMonths(stored.payment.dueDate, 12)} 23:59:59`,
  };
}

/** POST /v3/sandbox/payment/{id}/confirm: the customer paid (PIX and boleto RECEIVED, card CONFIRMED). */
export function confirmPayment(ctx: PaymentsContext, id: string): Payment {
  const p = getPayment(ctx, id);
  if (PAID.includes(p.status) || !['PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS'].includes(p.status)) {
    throw invalid('invalid_action', 'Só é possível confirmar cobranças aguardando pagamento ou vencidas.');
  }
  const day = today();
  if (p.billingType === 'CREDIT_CARD') {
    p.status = 'CONFIRMED';
    p.confirmedDate = day;
    p.clientPaymentDate = day;
    ctx.webhooks.send('PAYMENT_CONFIRMED', p);
  } else {
    p.status = 'RECEIVED';
    p.paymentDate = day;
    p.clientPaymentDate = day;
    p.confirmedDate = day;
    ctx.webhooks.send('PAYMENT_RECEIVED', p);
  }
  return p;
}

/** POST /v3/sandbox/payment/{id}/overdue: the due date passed unpaid. */
export function overduePayment(ctx: PaymentsContext, id: string): Payment {
  const p = getPayment(ctx, id);
  if (p.status !== 'PENDING') throw invalid('invalid_action', 'Só é possível vencer cobranças aguardando pagamento.');
  p.status = 'OVERDUE';
  ctx.webhooks.send('PAYMENT_OVERDUE', p);
  return p;
}
