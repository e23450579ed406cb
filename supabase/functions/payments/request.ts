// Reads and checks the checkout's request. Only what identifies the purchase is taken from the
// browser (plan, method, instalments, payer, card); the amount is never read from it.
import {
  CARD_FORM_MESSAGES,
  CHECKOUT_ACCOUNT_MESSAGES,
  findCheckoutPlan,
  isPayablePlan,
  isPaymentMethod,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  maxInstallments,
  normalizeDocument,
  normalizePhone,
  onlyDigits,
  validateCardForm,
  type CheckoutPlan,
  type PaymentMethod,
} from '../_shared/domain.ts';
import { PaymentError } from './errors.ts';

export interface Payer {
  /** The payer's (or company's) name as the provider records it. */
  name: string;
  /** CPF or CNPJ without punctuation (the alphanumeric CNPJ keeps its letters). */
  cpfCnpj: string;
  /** National digits (DDD + number). */
  phone: string;
  isMobile: boolean;
  postalCode?: string;
  addressNumber?: string;
}

export interface CardData {
  holderName: string;
  number: string;
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  ccv: string;
}

export interface PaymentRequest {
  idempotencyKey: string;
  plan: CheckoutPlan;
  method: PaymentMethod;
  installments: number;
  payer: Payer;
  card?: CardData;
  /** From 'Meu Plano': change the current subscription instead of starting one. */
  fromUpgrade: boolean;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:.-]{8,200}$/;

function idempotencyKey(req: Request, body: Json): string {
  const header = req.headers.get('idempotency-key')?.trim() ?? '';
  const field = text(body.idempotencyKey);
  if (header && field && header !== field) {
    throw new PaymentError('invalid_request', 'A chave de idempotência do cabeçalho e a do corpo diferem.');
  }
  const key = header || field;
  if (!key) throw new PaymentError('missing_idempotency_key');
  if (!IDEMPOTENCY_KEY.test(key)) throw new PaymentError('invalid_request', 'Chave de idempotência inválida.');
  return key;
}

function payer(value: unknown): Payer {
  const c = isObject(value) ? value : {};
  const m = CHECKOUT_ACCOUNT_MESSAGES;
  const company = c.personType === 'juridica';
  const name = company ? text(c.businessName) || text(c.name) : text(c.name);
  if (!name) throw new PaymentError('invalid_customer', company ? m.businessNameRequired : m.nameRequired);
  const doc = normalizeDocument(text(company ? c.cnpj : c.cpf));
  if (!doc) throw new PaymentError('invalid_customer', company ? m.cnpjRequired : m.cpfRequired);
  if (company ? !isValidCnpj(doc) : !isValidCpf(doc)) {
    throw new PaymentError('invalid_customer', company ? m.cnpjInvalid : m.cpfInvalid);
  }
  const rawPhone = text(c.phone);
  if (!rawPhone) throw new PaymentError('invalid_customer', m.phoneRequired);
  if (!isValidPhone(rawPhone)) throw new PaymentError('invalid_customer', 'Telefone inválido');
  const phone = normalizePhone(rawPhone);
  const postalCode = onlyDigits(text(c.postalCode));
  const addressNumber = text(c.addressNumber);
  return {
    name,
    cpfCnpj: doc,
    phone,
    isMobile: phone.length === 11,
    ...(postalCode ? { postalCode } : {}),
    ...(addressNumber ? { addressNumber } : {}),
  };
}

function card(value: unknown, installments: number, fallbackHolder: string): CardData {
  const c = isObject(value) ? value : {};
  const number = onlyDigits(text(c.number));
  const month = text(c.expiryMonth).padStart(2, '0');
  const year = text(c.expiryYear);
  const ccv = text(c.ccv);
  // The browser's card-form rules, run again here on the same fields.
  const errors = validateCardForm({
    cardNumber: number,
    expiry: `${month}/${year.slice(-2)}`,
    cvv: ccv,
    installments,
  });
  const first = Object.values(errors)[0];
  if (first) throw new PaymentError('invalid_card', first);
  if (!/^\d{2}(\d{2})?$/.test(year)) throw new PaymentError('invalid_card', CARD_FORM_MESSAGES.expiryInvalid);
  return {
    holderName: text(c.holderName) || fallbackHolder,
    number,
    expiryMonth: month,
    expiryYear: year.length === 2 ? `20${year}` : year,
    ccv,
  };
}

/** The request, checked; throws PaymentError with the message the checkout shows. */
export function parsePaymentRequest(req: Request, body: unknown): PaymentRequest {
  if (!isObject(body)) throw new PaymentError('invalid_request');
  const key = idempotencyKey(req, body);
  const plan = findCheckoutPlan(text(body.plan));
  if (!plan) throw new PaymentError('plan_not_found');
  if (!isPayablePlan(plan)) throw new PaymentError('plan_not_payable');
  if (!isPaymentMethod(body.method)) throw new PaymentError('unsupported_method');
  const method = body.method;
  const installments = body.installments === undefined || body.installments === null ? 1 : Number(body.installments);
  if (!Number.isInteger(installments) || installments < 1 || installments > maxInstallments(plan.period, method)) {
    throw new PaymentError('invalid_installments');
  }
  const who = payer(body.customer);
  return {
    idempotencyKey: key,
    plan,
    method,
    installments,
    payer: who,
    fromUpgrade: body.fromUpgrade === true,
    ...(method === 'credit_card' ? { card: card(body.card, installments, who.name) } : {}),
  };
}
