import { create } from 'zustand';
import type { CheckoutPlan, CheckoutResult, PersonType } from 'shared-domain';

export type CheckoutStep = 1 | 2 | 3;

/** Customer data: who pays, as the payment function needs it. */
export interface CustomerData {
  personType: PersonType;
  name: string;
  email: string;
  phone: string;
  cpf: string;
  businessName: string;
  cnpj: string;
  /** The card holder's address, asked at step 2 for a card payment. */
  postalCode?: string;
  addressNumber?: string;
}

/** What the payment function answered: the payment, or the change of a running subscription. */
export type PaymentResult = CheckoutResult;

interface CheckoutState {
  step: CheckoutStep;
  plan: CheckoutPlan | null;
  customer: CustomerData | null;
  payment: PaymentResult | null;
  /** Choosing a plan sets it and goes back to step 1. */
  choosePlan(plan: CheckoutPlan): void;
  /** Step 1 → 2: signed in or signed up. */
  setCustomer(customer: CustomerData): void;
  /** Step 2 → 3: the payment was created. */
  setPayment(payment: PaymentResult): void;
  reset(): void;
}

const initial = { step: 1 as CheckoutStep, plan: null, customer: null, payment: null };

/** Checkout state (step, selected plan, customer data, payment data). */
export const useCheckoutStore = create<CheckoutState>()((set) => ({
  ...initial,
  choosePlan: (plan) => set({ plan, step: 1, payment: null }),
  setCustomer: (customer) => set({ customer, step: 2 }),
  setPayment: (payment) => set({ payment, step: 3 }),
  reset: () => set(initial),
}));
