import { BILLING_TYPE_BY_METHOD, isPaymentMethod, PAYMENT_METHODS } from './paymentMethod.ts';

describe('payment methods', () => {
  it('maps each method to the provider billingType', () => {
    expect(BILLING_TYPE_BY_METHOD).toEqual({ credit_card: 'CREDIT_CARD', pix: 'PIX', boleto: 'BOLETO' });
    expect(Object.keys(BILLING_TYPE_BY_METHOD)).toEqual([...PAYMENT_METHODS]);
  });

  it.each(['credit_card', 'pix', 'boleto'])('accepts %s', (m) => expect(isPaymentMethod(m)).toBe(true));
  it.each(['CREDIT_CARD', 'card', '', undefined])('rejects %p', (m) => expect(isPaymentMethod(m)).toBe(false));
});
