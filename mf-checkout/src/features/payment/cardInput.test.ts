import { cardInput, maskCardNumber, maskExpiry } from './cardInput';

describe('card input', () => {
  it('groups the card number by four and stops at 16 digits', () => {
    expect(maskCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('5184-0197')).toBe('5184 0197');
  });

  it('writes the expiry as MM/AA', () => {
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('123')).toBe('12/3');
    expect(maskExpiry('12/305')).toBe('12/30');
  });

  it('gives the function digits and a four-digit year', () => {
    expect(
      cardInput({ holderName: ' Ana Souza ', cardNumber: '4111 1111 1111 1111', expiry: '07/31', cvv: '123' }),
    ).toEqual({
      holderName: 'Ana Souza',
      number: '4111111111111111',
      expiryMonth: '07',
      expiryYear: '2031',
      ccv: '123',
    });
  });
});
