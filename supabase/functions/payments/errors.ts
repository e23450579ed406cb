// What the payments function answers when it cannot create the payment: `{error: {code, message}}`
// with an HTTP status. Messages are pt-BR and shown as they are (any other error
// shows its own message); provider outages all read 'Erro ao processar pagamento. Tente novamente.'
import { HttpError } from '../_shared/handler.ts';

export const PROVIDER_ERROR_MESSAGE = 'Erro ao processar pagamento. Tente novamente.';

export type PaymentErrorCode =
  | 'unauthorized'
  | 'invalid_request'
  | 'missing_idempotency_key'
  | 'plan_not_found'
  | 'plan_not_payable'
  | 'unsupported_method'
  | 'invalid_installments'
  | 'invalid_card'
  | 'invalid_customer'
  | 'card_refused'
  | 'provider_rejected'
  | 'idempotency_key_reused'
  | 'payment_in_progress'
  | 'provider_unavailable'
  | 'provider_timeout'
  | 'internal_error';

const STATUS: Record<PaymentErrorCode, number> = {
  unauthorized: 401,
  invalid_request: 400,
  missing_idempotency_key: 400,
  plan_not_found: 400,
  plan_not_payable: 400,
  unsupported_method: 400,
  invalid_installments: 400,
  invalid_card: 400,
  invalid_customer: 400,
  card_refused: 402,
  provider_rejected: 422,
  idempotency_key_reused: 409,
  payment_in_progress: 409,
  provider_unavailable: 502,
  provider_timeout: 504,
  internal_error: 500,
};

const DEFAULT_MESSAGE: Record<PaymentErrorCode, string> = {
  unauthorized: 'Faça login para continuar o pagamento.',
  invalid_request: 'Dados do pagamento inválidos.',
  missing_idempotency_key: 'Dados do pagamento inválidos.',
  plan_not_found: 'Plano não encontrado.',
  plan_not_payable: 'Este plano é contratado por proposta. Fale com a nossa equipe.',
  unsupported_method: 'Método de pagamento não suportado',
  invalid_installments: 'Número de parcelas inválido para este plano.',
  invalid_card: 'Dados do cartão inválidos.',
  invalid_customer: 'Dados do cliente inválidos.',
  card_refused: 'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
  provider_rejected: PROVIDER_ERROR_MESSAGE,
  idempotency_key_reused: 'Esta tentativa de pagamento já foi enviada com outros dados. Tente novamente.',
  payment_in_progress: 'Seu pagamento ainda está sendo processado. Aguarde alguns instantes.',
  provider_unavailable: PROVIDER_ERROR_MESSAGE,
  provider_timeout: PROVIDER_ERROR_MESSAGE,
  internal_error: PROVIDER_ERROR_MESSAGE,
};

/** Answered by handler() as {error: {code, message}} with the code's status. */
export class PaymentError extends HttpError {
  declare readonly code: PaymentErrorCode;
  constructor(code: PaymentErrorCode, message?: string) {
    super(STATUS[code], code, message || DEFAULT_MESSAGE[code]);
    this.name = 'PaymentError';
  }
}

/** Failures that say nothing final about the payment: the same idempotency key may try again. */
export function isRetryable(code: string): boolean {
  return code === 'provider_unavailable' || code === 'provider_timeout' || code === 'internal_error';
}
