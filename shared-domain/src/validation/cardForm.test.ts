import { CARD_FORM_MESSAGES, validateCardForm, type CardForm } from './cardForm.ts';

const valid: CardForm = { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', installments: 1 };
const m = CARD_FORM_MESSAGES;

describe('CARD_FORM_MESSAGES', () => {
  it('has the pt-BR texts', () => {
    expect(CARD_FORM_MESSAGES).toEqual({
      cardNumberRequired: 'Número do cartão é obrigatório',
      cardNumberInvalid: 'Número do cartão inválido',
      expiryRequired: 'Data de validade é obrigatória',
      expiryInvalid: 'Data inválida (MM/AA)',
      cvvRequired: 'CVV é obrigatório',
      cvvInvalid: 'CVV inválido',
      installmentsRequired: 'Selecione o número de parcelas',
    });
  });
});

describe('validateCardForm', () => {
  it('accepts a valid card', () => {
    expect(validateCardForm(valid)).toEqual({});
    expect(validateCardForm({ ...valid, cardNumber: '4111111111111111', cvv: '1234', installments: '12' })).toEqual({});
  });

  it('reports every missing field at once', () => {
    expect(validateCardForm({})).toEqual({
      cardNumber: 'Número do cartão é obrigatório',
      expiry: 'Data de validade é obrigatória',
      cvv: 'CVV é obrigatório',
      installments: 'Selecione o número de parcelas',
    });
    expect(validateCardForm({ cardNumber: ' ', expiry: '', cvv: '', installments: '' })).toEqual({
      cardNumber: m.cardNumberRequired,
      expiry: m.expiryRequired,
      cvv: m.cvvRequired,
      installments: m.installmentsRequired,
    });
  });

  it.each(['4111 1111 1111 111', '4111 1111 1111 11111', '4111-1111-1111-1111', '4111 1111 1111 111a'])(
    'refuses the card number %p',
    (cardNumber) => {
      expect(validateCardForm({ ...valid, cardNumber })).toEqual({ cardNumber: 'Número do cartão inválido' });
    },
  );

  it.each(['01/27', '09/30', '12/99', ' 10/28 '])('accepts the expiry %p', (expiry) => {
    expect(validateCardForm({ ...valid, expiry })).toEqual({});
  });

  it.each(['00/30', '13/30', '1/30', '12/2030', '12-30', '1230', 'ab/cd'])('refuses the expiry %p', (expiry) => {
    expect(validateCardForm({ ...valid, expiry })).toEqual({ expiry: 'Data inválida (MM/AA)' });
  });

  it.each(['12', '12345', '12a', '1 23'])('refuses the CVV %p', (cvv) => {
    expect(validateCardForm({ ...valid, cvv })).toEqual({ cvv: 'CVV inválido' });
  });

  it.each([null, undefined, '', 0, -1, 1.5, 'abc', NaN])('requires installments (%p)', (installments) => {
    expect(validateCardForm({ ...valid, installments })).toEqual({ installments: 'Selecione o número de parcelas' });
  });

  it.each([1, 6, 12, '3'])('accepts %p installments', (installments) => {
    expect(validateCardForm({ ...valid, installments })).toEqual({});
  });
});
