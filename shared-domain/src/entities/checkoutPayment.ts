import type { PlanPeriod } from '../plans/planPeriod.ts';
import type { PaymentMethod } from '../pricing/paymentMethod.ts';

/** A PIX charge's QR as the payment provider gives it (image without the data: prefix). */
export interface PixQrCode {
  encodedImage: string;
  payload: string;
  expirationDate: string;
}

/**
 * What supabase/functions/payments answers the checkout (its payment data): one type for
 * the function that writes it and the checkout that reads it.
 */
export interface CheckoutPaymentResult {
  /** The provider's payment id (pay_…). */
  id: string;
  status: string;
  method: PaymentMethod;
  /** Reais charged, as the function computed them. */
  value: number;
  installments: number;
  dueDate: string | null;
  invoiceUrl: string | null;
  pixQrCode?: PixQrCode;
  boletoUrl?: string;
  /** The subscription the checkout started. */
  subscription?: CheckoutSubscription;
}

/** The subscription a checkout started, so the confirmation can say when the first charge is. */
export interface CheckoutSubscription {
  /** 'trialing' (monthly), 'active' (paid now) or 'pending' (PIX/boleto waiting for the money). */
  status: string;
  /** The monthly plan's trial end (its first charge's due date); null otherwise. */
  trialEndsOn: string | null;
  /** The next charge's due date: the trial's end, or the renewal of a semiannual/annual plan. */
  nextDueDate: string | null;
  /** A monthly plan without trial: this account or its CPF/CNPJ already had one (one per person). */
  trialUsed?: boolean;
}

/** What the payments function answers a change of plan (fromUpgrade with a current subscription). */
export interface CheckoutUpgradeResult {
  upgrade: {
    plan: PlanPeriod;
    /** Reais per charge from effectiveOn. */
    value: number;
    cycle: string;
    /** The due date of the first charge at the new value ('YYYY-MM-DD'). */
    effectiveOn: string | null;
  };
}

export type CheckoutResult = CheckoutPaymentResult | CheckoutUpgradeResult;
