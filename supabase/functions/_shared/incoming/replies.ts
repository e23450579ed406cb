// A client's reply to a reminder, read strictly from the text of their message, since a misread
// cancellation costs the client the slot:
// - confirmed: the whole message is a confirmation — '1', 'sim', 'confirmo', 'ok'… alone or together
//   with courtesies ('Sim, confirmo!', 'SIM 👍', '1.', 'Pode confirmar, obrigada');
// - cancelled: '2' alone, or an explicit 'cancelar' / 'desmarcar' ('quero cancelar', 'Não vou poder,
//   pode cancelar') with nothing but courtesies around it and no 'não' in its own clause;
// - anything else is not an answer ('não sei o endereço', 'chego 2 min atrasado', 'somos 2', a
//   question, both kinds at once): it goes to the assistant.
// Any case, accents or none, punctuation and emoji around the words.
import { foldAccents } from '../../../../shared-domain/src/validation/text.ts';

export type ReplyAnswer = 'confirmado' | 'cancelado';

/** Words that confirm by themselves. */
const CONFIRM = new Set([
  '1',
  's',
  'ss',
  'sim',
  'simm',
  'ok',
  'okay',
  'okey',
  'certo',
  'combinado',
  'beleza',
  'blz',
  'confirmo',
  'confirmado',
  'confirmada',
  'confirmar',
  'confirma',
  'confirmadissimo',
]);
/** Words that cancel by themselves (besides '2' alone). */
const CANCEL = new Set([
  'cancelar',
  'cancela',
  'cancelo',
  'cancele',
  'cancelem',
  'cancelado',
  'cancelada',
  'desmarcar',
  'desmarca',
  'desmarco',
  'desmarque',
  'desmarquem',
  'desmarcado',
  'desmarcada',
]);
/** Greetings and courtesies allowed around either answer. */
const COURTESY = new Set([
  'oi',
  'ola',
  'bom',
  'boa',
  'dia',
  'tarde',
  'noite',
  'obrigado',
  'obrigada',
  'obg',
  'brigado',
  'brigada',
  'grato',
  'grata',
  'valeu',
  'vlw',
  'por',
  'favor',
  'pfv',
  'pf',
  'pode',
  'podem',
  'e',
]);
/** What else a confirmation may say ('vou sim', 'estarei lá', 'pode confirmar minha presença'). */
const CONFIRM_EXTRA = new Set(['vou', 'estarei', 'la', 'ai', 'minha', 'meu', 'o', 'a', 'horario', 'presenca', 'tudo']);
/** What else a cancellation may say ('infelizmente não vou poder, pode desmarcar meu horário'). */
const CANCEL_EXTRA = new Set([
  'sim',
  'ok',
  'quero',
  'queria',
  'gostaria',
  'de',
  'preciso',
  'precisa',
  'poderia',
  'vou',
  'vamos',
  'nao',
  'poder',
  'posso',
  'consigo',
  'conseguir',
  'ir',
  'comparecer',
  'infelizmente',
  'desculpa',
  'desculpe',
  'o',
  'a',
  'meu',
  'minha',
  'horario',
  'agendamento',
  'consulta',
  'atendimento',
  'sessao',
  'eu',
]);
/** A negation in the cancel word's clause undoes it ('não quero cancelar', 'não cancela não'). */
const NEGATION = new Set(['nao', 'nem', 'jamais', 'nunca']);

/** Lower case, accents folded, words split on anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The message's clauses (split on punctuation), each as its words. */
const clausesOf = (text: string) =>
  foldAccents(text)
    .split(/[,.;:!\n]+/)
    .map(wordsOf)
    .filter((w) => w.length);

function isCancellation(text: string, words: string[]): boolean {
  if (!words.some((w) => CANCEL.has(w))) return false;
  if (!words.every((w) => CANCEL.has(w) || CANCEL_EXTRA.has(w) || COURTESY.has(w))) return false;
  return clausesOf(text).every((clause) => !clause.some((w) => CANCEL.has(w)) || !clause.some((w) => NEGATION.has(w)));
}

function isConfirmation(words: string[]): boolean {
  return (
    words.some((w) => CONFIRM.has(w)) && words.every((w) => CONFIRM.has(w) || CONFIRM_EXTRA.has(w) || COURTESY.has(w))
  );
}

export function parseReply(text: string): ReplyAnswer | null {
  if (text.includes('?')) return null;
  const words = wordsOf(text);
  if (words.length === 1 && words[0] === '2') return 'cancelado';
  if (words.some((w) => CANCEL.has(w))) return isCancellation(text, words) ? 'cancelado' : null;
  return isConfirmation(words) ? 'confirmado' : null;
}
