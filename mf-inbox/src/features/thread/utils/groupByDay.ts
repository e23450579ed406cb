import { dayInAppZone } from '../../../lib/messageTimes';
import type { ChatMessage } from '../../../lib/types';

export interface DayOfMessages {
  /** 'yyyy-MM-dd' on São Paulo's calendar. */
  day: string;
  messages: ChatMessage[];
}

/** Messages (oldest first) in runs of one São Paulo day each, for the thread's day separators. */
export function groupByDay(messages: readonly ChatMessage[]): DayOfMessages[] {
  const days: DayOfMessages[] = [];
  for (const message of messages) {
    const day = dayInAppZone(message.created_at);
    const last = days[days.length - 1];
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}
