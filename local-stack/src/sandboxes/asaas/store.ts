// The sandbox's accounts data: customers, payments and subscriptions as Asaas returns them, with
// Asaas-shaped ids (cus_…, pay_…, sub_…). Kept in a JSON file in the stack's data folder when one is
// given, so what the checkout created is still there after a restart, as it would be at Asaas.
import type { SubscriptionCycle } from '../../../../shared-domain/src/entities/billing.ts';
import { JsonFile } from '../jsonFile.ts';
import crypto from 'node:crypto';

export interface Customer {
  object: 'customer';
  id: string;
  dateCreated: string;
  name: string;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  cpfCnpj: string;
  personType: 'FISICA' | 'JURIDICA';
  postalCode: string | null;
  addressNumber: string | null;
  externalReference: string | null;
  deleted: boolean;
}

export type BillingType = 'CREDIT_CARD' | 'PIX' | 'BOLETO' | 'UNDEFINED';

export interface Payment {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  installment: string | null;
  /** The subscription that generated this charge, if any. */
  subscription?: string | null;
  installmentNumber: number | null;
  value: number;
  netValue: number;
  originalValue: number | null;
  description: string | null;
  billingType: BillingType;
  status: string;
  dueDate: string;
  originalDueDate: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  confirmedDate: string | null;
  invoiceUrl: string;
  invoiceNumber: string;
  bankSlipUrl: string | null;
  nossoNumero: string | null;
  externalReference: string | null;
  deleted: boolean;
  creditCard: { creditCardNumber: string; creditCardBrand: string; creditCardToken: string } | null;
}

/** The provider's cycles, as the product lists them (shared-domain's SUBSCRIPTION_CYCLES). */
export type { SubscriptionCycle };

export interface Subscription {
  object: 'subscription';
  id: string;
  dateCreated: string;
  customer: string;
  billingType: BillingType;
  cycle: SubscriptionCycle;
  value: number;
  nextDueDate: string;
  description: string | null;
  status: 'ACTIVE' | 'INACTIVE' | 'EXPIRED';
  externalReference: string | null;
  deleted: boolean;
  paymentLink?: null;
  endDate?: string | null;
  maxPayments?: number | null;
}

/** The card a subscription keeps for its later charges (never shown by the API). */
export interface StoredCard {
  creditCardNumber: string;
  creditCardBrand: string;
  creditCardToken: string;
  /** Set by the sandbox's control: the card is declined from now on (blocked, no limit). */
  declines: boolean;
}

export interface StoredPayment {
  payment: Payment;
  /** The PIX copy-paste code, fixed at creation so every pixQrCode call returns the same one. */
  pixPayload: string | null;
}

const DIGITS = '0123456789';
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

function random(alphabet: string, length: number): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

interface Snapshot {
  customers: Customer[];
  payments: StoredPayment[];
  subscriptions: Subscription[];
  subscriptionCards?: Array<{ subscription: string; card: StoredCard }>;
  invoiceCounter: number;
}

export class AsaasStore {
  readonly customers = new Map<string, Customer>();
  readonly payments = new Map<string, StoredPayment>();
  readonly subscriptions = new Map<string, Subscription>();
  /** Cards kept by subscriptions paid by card, by subscription id. */
  readonly subscriptionCards = new Map<string, StoredCard>();
  private invoiceCounter = 7_000_000;
  private readonly data: JsonFile<Snapshot>;

  /** @param file where the data is kept between runs (null: memory only). */
  constructor(file: string | null = null) {
    this.data = new JsonFile<Snapshot>(file, () => ({
      customers: [...this.customers.values()],
      payments: [...this.payments.values()],
      subscriptions: [...this.subscriptions.values()],
      subscriptionCards: [...this.subscriptionCards].map(([subscription, card]) => ({ subscription, card })),
      invoiceCounter: this.invoiceCounter,
    }));
    const snap = this.data.read();
    if (snap) {
      for (const c of snap.customers) this.customers.set(c.id, c);
      for (const p of snap.payments) this.payments.set(p.payment.id, p);
      for (const s of snap.subscriptions ?? []) this.subscriptions.set(s.id, s);
      for (const { subscription, card } of snap.subscriptionCards ?? []) this.subscriptionCards.set(subscription, card);
      this.invoiceCounter = snap.invoiceCounter;
    }
  }

  /** Whether a data file was found (a fresh stack gets the demo data instead). */
  get restored(): boolean {
    return this.customers.size > 0;
  }

  save(): void {
    this.data.save();
  }

  flush(): void {
    this.data.flush();
  }

  customerId(): string {
    return `cus_${random(DIGITS, 12)}`;
  }
  subscriptionId(): string {
    return `sub_${random(ALNUM, 16)}`;
  }
  paymentId(): string {
    return `pay_${random(ALNUM, 16)}`;
  }
  installmentId(): string {
    return crypto.randomUUID();
  }
  /** Public token of the invoice and boleto pages (/i/{token}, /b/pdf/{token}). */
  urlToken(): string {
    return random(ALNUM, 16);
  }
  invoiceNumber(): string {
    this.invoiceCounter += 1;
    return String(this.invoiceCounter).padStart(8, '0');
  }
}
