// Card rules of the Asaas sandbox: every card is approved except two test numbers,
// which are refused with 400 invalid_action and nothing saved.

export const REFUSED_CARDS: ReadonlySet<string> = new Set(['5184019740373151', '4916561358240741']);

export const REFUSED_DESCRIPTION =
  'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';

/** The brand Asaas reports in creditCard.creditCardBrand, from the number's prefix. */
export function cardBrand(number: string): string {
  if (/^(636368|438935|504175|451416|636297|5067|4576|4011)/.test(number)) return 'ELO';
  if (/^(606282|3841)/.test(number)) return 'HIPERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MASTERCARD';
  if (/^(6011|65|64[4-9])/.test(number)) return 'DISCOVER';
  return 'UNKNOWN';
}

/** Whether MM/YYYY is this month or later. */
export function isExpired(month: number, year: number, now = new Date()): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current;
}
