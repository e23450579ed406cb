import type { CardInput } from './api/createPayment';

const digits = (value: string) => value.replace(/\D/g, '');

/** '4111111111111111' → '4111 1111 1111 1111' while typing (16 digits at most). */
export function maskCardNumber(value: string): string {
  return digits(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30' while typing. */
export function maskExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** The card as the payment function takes it, from a form that passed validateCardForm. */
export function cardInput(form: { holderName: string; cardNumber: string; expiry: string; cvv: string }): CardInput {
  const [month, year] = form.expiry.trim().split('/');
  return {
    holderName: form.holderName.trim(),
    number: digits(form.cardNumber),
    expiryMonth: month,
    expiryYear: `20${year}`,
    ccv: form.cvv.trim(),
  };
}
