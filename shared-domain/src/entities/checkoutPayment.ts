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
}
