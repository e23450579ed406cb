import type { Appointment } from '../types';

/** Lower case without accents: 'João' and 'joao' match, 'Sessão' and 'SESSAO' too. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** What the search box looks in: the client's name and the description (the service). */
export function searchText(row: Pick<Appointment, 'nome' | 'desc_agendamento'>): string {
  return foldText(`${row.nome ?? ''}\n${row.desc_agendamento ?? ''}`);
}

/**
 * Rows whose name or description holds every word typed, accent- and case-insensitive. `texts` is the
 * folded text of each row computed once (searchText), so typing does not fold thousands of strings again.
 */
export function filterBySearch<T>(rows: readonly T[], texts: readonly string[], query: string): readonly T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((_, i) => words.every((word) => texts[i].includes(word)));
}
