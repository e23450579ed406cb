// The sandbox's accounts data, in memory for the life of the stack: customers and payments as
// Asaas returns them, with Asaas-shaped ids (cus_…, pay_…).
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

export class AsaasStore {
  readonly customers = new Map<string, Customer>();
  readonly payments = new Map<string, StoredPayment>();
  private invoiceCounter = 7_000_000;

  customerId(): string {
    return `cus_${random(DIGITS, 12)}`;
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
