// How much of the assistant one client number, and one owner's day, may use (settings of the
// functions, "messages/minutes" as the booking page's limits):
//   CLIENT_MESSAGE_LIMIT (default 20/10) — messages of one number to one business forwarded to the
//     assistant (and so answered) per window; beyond it they are recorded for the inbox only;
//   CLIENT_DAILY_MESSAGE_LIMIT (default 100/1440) — the same over a day, so one number cannot use up
//     the owner's budget;
//   OWNER_DAILY_ASSISTANT_RUNS (default 2000) — messages forwarded per owner and São Paulo day, and
//     the assistant's replies sent (counted apart); reaching it pauses the assistant until midnight.
// The assistant's replies do not count against OWNER_DAILY_WHATSAPP_CAP: that cap stays for reminders,
// confirmations and surveys, so a busy (or flooded) assistant never stops them.
// The counting is SQL (supabase/schemas/assistant/functions/take_assistant_turn.sql, begin_assistant_reply.sql).
import { type Limit, limitSetting } from './rateLimit.ts';
import { admin, must } from './supabase.ts';

const DEFAULT_OWNER_RUNS = 2000;

export interface AssistantLimits {
  perNumber: Limit;
  perNumberDaily: Limit;
  ownerRuns: number;
}

/** OWNER_DAILY_ASSISTANT_RUNS: a positive whole number, else the default. */
export function ownerDailyRuns(): number {
  const value = Number(Deno.env.get('OWNER_DAILY_ASSISTANT_RUNS'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_OWNER_RUNS;
}

export function assistantLimits(): AssistantLimits {
  return {
    perNumber: limitSetting('CLIENT_MESSAGE_LIMIT', '20/10'),
    perNumberDaily: limitSetting('CLIENT_DAILY_MESSAGE_LIMIT', '100/1440'),
    ownerRuns: ownerDailyRuns(),
  };
}

/** take_assistant_turn's answer. */
export interface AssistantTurn {
  allowed: boolean;
  /** Why not: the number passed its limit ('cliente'), or the owner's day is used up ('dono'). */
  reason: 'cliente' | 'dono' | null;
  /** This call reached (or found) the owner's budget used up and claimed the owner's e-mail. */
  avisar: boolean;
  email?: string | null;
  negocio?: string | null;
  /** São Paulo's date the budget is of. */
  dia?: string;
  id_dono: string;
}

/** Counts the message for the number and the owner (one database call) unless a limit is reached. */
export async function takeAssistantTurn(conversaId: string, limits = assistantLimits()): Promise<AssistantTurn> {
  const turn = must(
    await admin().rpc('take_assistant_turn', {
      p_conversa: conversaId,
      p_limit: Math.max(limits.perNumber.attempts, 1),
      p_window_minutes: limits.perNumber.minutes,
      p_daily_limit: Math.max(limits.perNumberDaily.attempts, 1),
      p_daily_window_minutes: limits.perNumberDaily.minutes,
      p_owner_runs: limits.ownerRuns,
    }),
  );
  return turn as unknown as AssistantTurn;
}

/** The owner's e-mail about the pause was not sent: the next message that finds the pause tries again. */
export async function releaseAssistantNotice(idDono: string, dia: string): Promise<void> {
  must(await admin().rpc('release_assistant_notice', { p_id_dono: idDono, p_dia: dia }));
}

/** The assistant's reply was refused: its replies of the day used up the owner's budget. */
export class AssistantLimitError extends Error {
  constructor() {
    super('assistant_daily_limit');
    this.name = 'AssistantLimitError';
  }
}
