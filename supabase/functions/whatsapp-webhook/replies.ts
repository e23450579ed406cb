// A client's reply to a reminder, read from the text of their message: '1', 'sim', 'confirmo'…
// confirm; '2', 'não', 'cancelar'… cancel. Any case, accents or none, with words around them
// ('Sim, confirmo!', 'ok, 1', 'Não vou poder, pode cancelar'). A message holding words of both kinds,
// or of neither, is not an answer; neither is a question ('Sim, mas qual o endereço?') or a long
// message: those go to the assistant, since cancelling on a misread would cost the client the slot.

export type ReplyAnswer = 'confirmado' | 'cancelado';

const CONFIRM = new Set(['1', 's', 'sim', 'confirmo', 'confirmado', 'confirmada', 'confirmar', 'confirma']);
const CANCEL = new Set(['2', 'nao', 'cancelar', 'cancela', 'cancelo', 'cancelado', 'cancelada']);
/** Longer messages are conversations, not answers. */
const MAX_WORDS = 12;

/** Lower case, accents folded, words split on anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function parseReply(text: string): ReplyAnswer | null {
  if (text.includes('?')) return null;
  const words = wordsOf(text);
  if (!words.length || words.length > MAX_WORDS) return null;
  const confirms = words.some((w) => CONFIRM.has(w));
  const cancels = words.some((w) => CANCEL.has(w));
  if (confirms === cancels) return null;
  return confirms ? 'confirmado' : 'cancelado';
}
