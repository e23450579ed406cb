/**
 * The sales line of Atende.AI on WhatsApp, in the international format wa.me expects (country code 55,
 * area code 11, number). It is public configuration printed on the page, not a secret.
 */
export const SALES_NUMBER = '5511940028922';

/** The text the visitor's WhatsApp opens with, ready to send. */
export const SALES_GREETING = 'Olá! Quero saber mais sobre o Atende.AI.';

/** Click-to-chat address: https://wa.me/{number}?text={greeting, URL-encoded}. */
export function whatsappChatUrl(number: string = SALES_NUMBER, greeting: string = SALES_GREETING): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}
