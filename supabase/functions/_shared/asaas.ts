// Asaas v3 client: `access_token` and a User-Agent on every call, creates answer
// 200, errors are {errors:[{code, description}]}. The key is read from the environment and never
// leaves the server. Every call has a time-out: a provider that hangs must not hang the checkout.
import { callProvider, providerConfig } from './providerFetch.ts';

export const ASAAS_USER_AGENT = 'AtendeAI-Checkout/1.0';
const DEFAULT_TIMEOUT_MS = 15_000;

export type AsaasFailure =
  /** No answer in time; the call may or may not have been applied. */
  | { kind: 'timeout' }
  /** Network failure, 5xx, or an answer that is not Asaas's JSON. */
  | { kind: 'unavailable'; status: number }
  /** A 4xx with Asaas's error list (first error kept, as Asaas sends only the first). */
  | { kind: 'rejected'; status: number; code: string; description: string };

export class AsaasError extends Error {
  constructor(readonly failure: AsaasFailure) {
    super(
      failure.kind === 'rejected'
        ? `Asaas ${failure.status} ${failure.code}: ${failure.description}`
        : `Asaas ${failure.kind}${'status' in failure ? ` ${failure.status}` : ''}`,
    );
    this.name = 'AsaasError';
  }
}

export interface AsaasList<T> {
  object: 'list';
  hasMore: boolean;
  totalCount: number;
  limit: number;
  offset: number;
  data: T[];
}

export interface AsaasCustomer {
  id: string;
  name: string;
  email: string | null;
  cpfCnpj: string | null;
  phone: string | null;
  mobilePhone: string | null;
}

export interface AsaasPayment {
  id: string;
  customer: string;
  status: string;
  billingType: string;
  value: number;
  dueDate: string;
  paymentDate: string | null;
  description: string | null;
  externalReference: string | null;
  /** The subscription that generated the charge (sub_…), if any. */
  subscription?: string | null;
  installment: string | null;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  creditCard?: { creditCardNumber: string; creditCardBrand: string; creditCardToken: string } | null;
}

export interface AsaasSubscription {
  id: string;
  customer: string;
  billingType: string;
  cycle: string;
  value: number;
  /** The due date of the next charge not generated yet. */
  nextDueDate: string;
  description: string | null;
  /** ACTIVE | INACTIVE | EXPIRED */
  status: string;
  externalReference?: string | null;
  deleted?: boolean;
}

export interface AsaasPixQrCode {
  encodedImage: string;
  payload: string;
  expirationDate: string;
}

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const { baseUrl, apiKey, timeoutMs } = providerConfig(
    'ASAAS_BASE_URL',
    'ASAAS_API_KEY',
    'ASAAS_TIMEOUT_MS',
    DEFAULT_TIMEOUT_MS,
  );
  const res = await callProvider({
    url: `${baseUrl}${path}`,
    method,
    headers: { access_token: apiKey, 'user-agent': ASAAS_USER_AGENT, accept: 'application/json' },
    body,
    timeoutMs,
    operation: 'chamar o Asaas', // its no-answer errors carry no message
    noAnswer: ({ timedOut }) => new AsaasError(timedOut ? { kind: 'timeout' } : { kind: 'unavailable', status: 0 }),
  });
  if (res.status >= 500 || !res.json) throw new AsaasError({ kind: 'unavailable', status: res.status });
  const data = res.data;
  if (!res.ok) {
    const first = (data as { errors?: Array<{ code?: string; description?: string }> }).errors?.[0];
    throw new AsaasError({
      kind: 'rejected',
      status: res.status,
      code: first?.code ?? `http_${res.status}`,
      description: first?.description ?? '',
    });
  }
  return data as T;
}

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const asaas = {
  findCustomersByEmail: (email: string) => call<AsaasList<AsaasCustomer>>('GET', `/customers?${q({ email })}`),
  createCustomer: (customer: { name: string; email: string; cpfCnpj: string; phone?: string; mobilePhone?: string }) =>
    call<AsaasCustomer>('POST', '/customers', customer),
  createPayment: (payment: Record<string, unknown>) => call<AsaasPayment>('POST', '/payments', payment),
  findPaymentsByExternalReference: (externalReference: string) =>
    call<AsaasList<AsaasPayment>>('GET', `/payments?${q({ externalReference, limit: 100 })}`),
  getPayment: (id: string) => call<AsaasPayment>('GET', `/payments/${encodeURIComponent(id)}`),
  listPaymentsByCustomer: (customer: string, offset = 0) =>
    call<AsaasList<AsaasPayment>>('GET', `/payments?${q({ customer, offset, limit: 100 })}`),
  listSubscriptions: (customer: string, status: string) =>
    call<AsaasList<AsaasSubscription>>('GET', `/subscriptions?${q({ customer, status, limit: 100 })}`),
  /** Creates the subscription; Asaas makes its first charge at once, due on nextDueDate. */
  createSubscription: (subscription: Record<string, unknown>) =>
    call<AsaasSubscription>('POST', '/subscriptions', subscription),
  findSubscriptionsByExternalReference: (externalReference: string) =>
    call<AsaasList<AsaasSubscription>>('GET', `/subscriptions?${q({ externalReference, limit: 100 })}`),
  getSubscription: (id: string) => call<AsaasSubscription>('GET', `/subscriptions/${encodeURIComponent(id)}`),
  subscriptionPayments: (id: string) =>
    call<AsaasList<AsaasPayment>>('GET', `/subscriptions/${encodeURIComponent(id)}/payments?${q({ limit: 100 })}`),
  /** Value, cycle, method or description from the next charge (updatePendingPayments: false). */
  updateSubscription: (id: string, changes: Record<string, unknown>) =>
    call<AsaasSubscription>('PUT', `/subscriptions/${encodeURIComponent(id)}`, changes),
  /** A new card for the subscription's next charges. */
  updateSubscriptionCard: (id: string, card: Record<string, unknown>) =>
    call<AsaasSubscription>('PUT', `/subscriptions/${encodeURIComponent(id)}/creditCard`, card),
  /** Ends it: no more charges, its pending ones removed. */
  deleteSubscription: (id: string) =>
    call<{ deleted: boolean; id: string }>('DELETE', `/subscriptions/${encodeURIComponent(id)}`),
  pixQrCode: (id: string) => call<AsaasPixQrCode>('GET', `/payments/${encodeURIComponent(id)}/pixQrCode`),
};
