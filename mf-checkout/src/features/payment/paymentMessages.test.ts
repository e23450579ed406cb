import { PaymentError } from './api/createPayment';
import { PAYMENT_MESSAGES, paymentErrorMessage } from './paymentMessages';

describe('paymentErrorMessage', () => {
  it('gives the retry text for a provider that is down or slow and for a lost connection', () => {
    expect(paymentErrorMessage(new PaymentError('upstream', 'provider_unavailable', 502))).toBe(
      PAYMENT_MESSAGES.failed,
    );
    expect(paymentErrorMessage(new PaymentError('', 'network_error', 0))).toBe(PAYMENT_MESSAGES.failed);
    expect(paymentErrorMessage(new Error('boom'))).toBe(PAYMENT_MESSAGES.failed);
  });

  it('names an unsupported method and a missing customer', () => {
    expect(paymentErrorMessage(new PaymentError('x', 'unsupported_method', 400))).toBe(
      'Método de pagamento não suportado',
    );
    expect(paymentErrorMessage(new PaymentError('x', 'customer_not_found', 404))).toBe('Cliente não encontrado');
  });

  it("shows the provider's explanation of a refusal", () => {
    expect(paymentErrorMessage(new PaymentError('Transação não autorizada.', 'invalid_action', 400))).toBe(
      'Transação não autorizada.',
    );
    expect(paymentErrorMessage(new PaymentError('', 'invalid_action', 400))).toBe(PAYMENT_MESSAGES.failed);
  });
});
