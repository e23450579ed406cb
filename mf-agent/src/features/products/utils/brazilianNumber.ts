/**
 * A price as people type it in a Brazilian spreadsheet → reais, or null when empty or not a price.
 * '1.234,56', 'R$ 49,90', '49.90', '1,234.56' and '1.500' (one thousand five hundred) are all read:
 * when both separators appear the last one is the decimal one; a lone separator is decimal unless it
 * is a dot before exactly three digits (pt-BR thousands); thousands come in groups of three.
 * Negatives are refused: a price is never below zero.
 */
export function parseBrazilianNumber(text: string | null | undefined): number | null {
  const compact = (text ?? '').replace(/R\$/gi, '').replace(/[\s\u00a0]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;

  const decimalAt = decimalSeparatorIndex(compact);
  const integer = decimalAt < 0 ? compact : compact.slice(0, decimalAt);
  const fraction = decimalAt < 0 ? '' : compact.slice(decimalAt + 1);
  if (decimalAt >= 0 && !/^\d+$/.test(fraction)) return null;

  const digits = /^\d+$/.test(integer)
    ? integer
    : /^\d{1,3}(\.\d{3})+$/.test(integer) || /^\d{1,3}(,\d{3})+$/.test(integer)
      ? integer.replace(/[.,]/g, '')
      : null;
  if (digits === null) return null;
  return Math.round(Number(`${digits}.${fraction || '0'}`) * 100) / 100;
}

/** Where the cents start, or -1 when every separator groups thousands. */
function decimalSeparatorIndex(text: string): number {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return Math.max(lastComma, lastDot);
  const at = Math.max(lastComma, lastDot);
  if (at < 0) return -1;
  const separator = text[at];
  if (text.indexOf(separator) !== at) return -1; // several of the same: thousands (1.234.567)
  if (separator === '.' && /^\d{1,3}\.\d{3}$/.test(text)) return -1; // pt-BR '1.500'
  return at;
}
