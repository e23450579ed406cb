// The demo clinic as Asaas knows it, matching supabase/seed.sql: customer cus_000000000001, the
// monthly subscription sub_000000000001 and its seven charges (six paid, the next one pending),
// dates relative to today in São Paulo. Written on a fresh stack only, like the database seed.
import { today } from './dates.ts';
import { pixPayload } from './pix.ts';
import type { AsaasStore, BillingType, Payment } from './store.ts';

const DEMO_DESCRIPTION = 'Plano Mensal - Atende AI';
const CHARGES: Array<[number, BillingType, string, number]> = [
  [1, 'CREDIT_CARD', 'CONFIRMED', -168],
  [2, 'CREDIT_CARD', 'CONFIRMED', -138],
  [3, 'BOLETO', 'RECEIVED', -108],
  [4, 'PIX', 'RECEIVED', -78],
  [5, 'PIX', 'RECEIVED', -48],
  [6, 'PIX', 'RECEIVED', -18],
  [7, 'PIX', 'PENDING', 12],
];

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function seedDemoClinic(store: AsaasStore, publicUrl: string): void {
  const day = today();
  store.customers.set('cus_000000000001', {
    object: 'customer',
    id: 'cus_000000000001',
    dateCreated: shift(day, -180),
    name: 'Clínica Bem-Estar',
    email: 'demo@clinicabemestar.com.br',
    phone: '5511987654321',
    mobilePhone: '5511987654321',
    cpfCnpj: '12ABC34501DE35',
    personType: 'JURIDICA',
    postalCode: '01310100',
    addressNumber: '1000',
    externalReference: null,
    deleted: false,
  });
  store.subscriptions.set('sub_000000000001', {
    object: 'subscription',
    id: 'sub_000000000001',
    dateCreated: shift(day, -168),
    customer: 'cus_000000000001',
    billingType: 'PIX',
    cycle: 'MONTHLY',
    value: 97,
    nextDueDate: shift(day, 12),
    description: DEMO_DESCRIPTION,
    status: 'ACTIVE',
    externalReference: null,
    deleted: false,
  });
  for (const [k, billingType, status, days] of CHARGES) {
    const dueDate = shift(day, days);
    const paid = status !== 'PENDING';
    const token = `demo${String(k).padStart(12, '0')}`;
    const payment: Payment = {
      object: 'payment',
      id: `pay_00000000000${k}`,
      dateCreated: shift(dueDate, -10),
      customer: 'cus_000000000001',
      installment: null,
      subscription: 'sub_000000000001',
      installmentNumber: null,
      value: 97,
      netValue: 94.09,
      originalValue: null,
      description: DEMO_DESCRIPTION,
      billingType,
      status,
      dueDate,
      originalDueDate: dueDate,
      paymentDate: paid && billingType !== 'CREDIT_CARD' ? dueDate : null,
      clientPaymentDate: paid ? dueDate : null,
      confirmedDate: paid ? dueDate : null,
      invoiceUrl: `${publicUrl}/i/${token}`,
      invoiceNumber: String(6_999_990 + k).padStart(8, '0'),
      bankSlipUrl: billingType === 'BOLETO' ? `${publicUrl}/b/pdf/${token}` : null,
      nossoNumero: billingType === 'BOLETO' ? String(9_000_000 + k) : null,
      externalReference: null,
      deleted: false,
      creditCard:
        billingType === 'CREDIT_CARD'
          ? { creditCardNumber: '1111', creditCardBrand: 'VISA', creditCardToken: `demo-card-token-${k}` }
          : null,
    };
    // The pending PIX charge can be paid from its invoice page, like any other.
    const pix = billingType === 'PIX' && !paid ? pixPayload(`${new URL(publicUrl).host}/pix/qr/demo-${k}`, 97) : null;
    store.payments.set(payment.id, { payment, pixPayload: pix });
  }
}
