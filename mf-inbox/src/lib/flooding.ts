import { APP_TIME_ZONE, formatDateBR, todayInAppZone } from 'shared-ui/dates';
import { dayInAppZone, messageTime } from './messageTimes';
import type { Conversation } from './types';

/** The badge of a number held back for writing too much (the assistant does not answer it now). */
export const FLOODING_LABEL = 'Muitas mensagens';

/** Whether the number is over its limit now: its messages are recorded, the assistant does not answer. */
export function isFlooding(conversation: Pick<Conversation, 'muitas_mensagens_ate'>, now: Date = new Date()): boolean {
  const until = conversation.muitas_mensagens_ate;
  return until !== null && new Date(until).getTime() > now.getTime();
}

/** Until when, in São Paulo: '14:30' today, '15/03/2025 às 09:10' another day. */
export function floodingUntil(until: string, now: Date = new Date()): string {
  const time = messageTime(until);
  return dayInAppZone(until) === todayInAppZone(now)
    ? time
    : `${formatDateBR(until, { timeZone: APP_TIME_ZONE })} às ${time}`;
}

/** Why the assistant does not answer this number now (the thread's header). */
export const floodingNotice = (until: string, now: Date = new Date()) =>
  `Este número enviou muitas mensagens seguidas: o assistente não responde a ele até ${floodingUntil(until, now)}. As mensagens continuam chegando aqui.`;
