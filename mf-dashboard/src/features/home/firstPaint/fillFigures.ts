import { LOADED_SLOT } from 'shared-build/snapshot-slot';
import type { DashboardStats } from '../types';
import { statCards } from '../statCards';

/** The slots of a snapshot card (FigureCards.tsx) the figures are written into. */
export const FIGURE_SLOT = 'data-figure';

/**
 * Writes the cards' figures into the home's snapshot and shows them in place of its loading state.
 * False, touching nothing, when the snapshot is gone (the live page has replaced it) or its cards
 * are not the ones statCards describes (a snapshot from another build).
 */
export function fillFigures(root: ParentNode, stats: DashboardStats): boolean {
  const loaded = root.querySelector<HTMLElement>(`[${LOADED_SLOT}]`);
  const loading = loaded?.parentElement?.querySelector<HTMLElement>(':scope > [role="status"]');
  if (!loaded || !loading) return false;
  const cards = [...loaded.querySelectorAll('article')];
  const texts = statCards(stats);
  const slots = cards.map((card) => ({
    value: card.querySelector(`[${FIGURE_SLOT}="value"]`),
    note: card.querySelector(`[${FIGURE_SLOT}="note"]`),
  }));
  const fits =
    cards.length === texts.length &&
    texts.every((text, i) => slots[i].value && Boolean(text.note) === Boolean(slots[i].note));
  if (!fits) return false;
  texts.forEach((text, i) => {
    slots[i].value!.textContent = text.value;
    if (text.note) slots[i].note!.textContent = text.note;
  });
  // Removed, not hidden: the spinner's own display rule would win over the hidden attribute.
  loading.remove();
  loaded.hidden = false;
  return true;
}
