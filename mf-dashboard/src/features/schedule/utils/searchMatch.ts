import type { Appointment } from '../types';

/** Lower case without accents: 'João' and 'joao' match, 'Sessão' and 'SESSAO' too. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What the search box looks in: the client's name, the description (the service) and the digits of
 * the client's phone (num_cliente), so '5511987654321' or '(11) 98765-4321' finds the client.
 */
export function searchText(row: Pick<Appointment, 'nome' | 'desc_agendamento' | 'num_cliente'>): string {
  return foldText(`${row.nome ?? ''}\n${row.desc_agendamento ?? ''}\n${digitsOf(row.num_cliente ?? '')}`);
}

// A typed word made only of a phone's characters ('(11)', '98765-4321', '+55') is compared by its
// digits, as the phone is kept in searchText.
const PHONE_WORD = /^[\d()+\-.]*\d[\d()+\-.]*$/;
const searchWord = (word: string) => (PHONE_WORD.test(word) ? digitsOf(word) : word);

/**
 * Rows whose name, description or phone holds every word typed, accent- and case-insensitive (a
 * phone by its digits). `texts` is the folded text of each row computed once (searchText), so typing
 * does not fold thousands of strings again.
 */
export function filterBySearch<T>(rows: readonly T[], texts: readonly string[], query: string): readonly T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean).map(searchWord);
  if (words.length === 0) return rows;
  return rows.filter((_, i) => words.every((word) => texts[i].includes(word)));
}
