// The short messages a client sends in answer to the platform, read before anything reaches the
// assistant: SAIR / VOLTAR (reminders and surveys, LGPD), a 0–10 answer to the survey, and the
// texts the platform answers with. Everything else is a conversation.
import { wordsOf } from './replies.ts';

export type Command = 'sair' | 'voltar';

/** SAIR or VOLTAR as the whole message (any case, accents, punctuation or emoji around it). */
export function commandOf(text: string): Command | null {
  const words = wordsOf(text);
  if (words.length !== 1) return null;
  return words[0] === 'sair' || words[0] === 'voltar' ? words[0] : null;
}

/** A whole message that is a number from 0 to 10 ('9', '10!', 'nota 8' is not). */
export function scoreOf(text: string): number | null {
  const match = /^\s*(10|[0-9])\s*[.!]*\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

export const surveyThanks = (negocio: string) =>
  `Obrigado pela sua avaliação! Ela ajuda ${negocio} a atender você cada vez melhor.`;

export const optOutText = (negocio: string) =>
  `Pronto! Você não vai mais receber lembretes nem pesquisas de ${negocio}. Se mudar de ideia, responda VOLTAR.`;

export const optInText = (negocio: string) => `Pronto! Você voltará a receber os lembretes de ${negocio}.`;
