import { PaymentError } from './api/createPayment';

/** The payment step's messages. */
export const PAYMENT_MESSAGES = Object.freeze({
  failed: 'Erro ao processar pagamento. Tente novamente.',
  unsupportedMethod: 'Método de pagamento não suportado',
  customerNotFound: 'Cliente não encontrado',
});

/**
 * What the customer reads when a payment fails. A provider that is down, slow or answers 5xx, and a
 * lost connection, get the retry text; a refusal the function explains (a declined card, an
 * invalid document) gets its message, which the provider writes in Portuguese.
 */
export function paymentErrorMessage(error: unknown): string {
  if (!(error instanceof PaymentError)) return PAYMENT_MESSAGES.failed;
  if (error.code === 'unsupported_method') return PAYMENT_MESSAGES.unsupportedMethod;
  if (error.code === 'customer_not_found') return PAYMENT_MESSAGES.customerNotFound;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return PAYMENT_MESSAGES.failed;
}
