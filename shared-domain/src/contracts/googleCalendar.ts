// supabase/functions/google-calendar: the agent page's calendar card.
import * as v from 'valibot';
import { fieldMessages, type FunctionContract } from './contract.ts';

export const GOOGLE_CALENDAR_ACTIONS = ['authorize', 'status', 'sync', 'disconnect'] as const;
export type GoogleCalendarAction = (typeof GOOGLE_CALENDAR_ACTIONS)[number];

export const GOOGLE_CALENDAR_MESSAGES = Object.freeze({
  action: 'Ação desconhecida.',
  body: 'Requisição inválida.',
  redirectTo: 'Endereço de retorno não permitido.',
});

const m = GOOGLE_CALENDAR_MESSAGES;

export const googleCalendarContract = {
  request: v.object(
    {
      action: v.picklist(GOOGLE_CALENDAR_ACTIONS, m.action),
      // authorize: where Google's consent comes back to; the function allows only the site's own pages.
      redirectTo: v.optional(v.string(m.redirectTo)),
    },
    fieldMessages(m, m.body),
  ),
  refusals: { action: { code: 'invalid_action' }, redirectTo: { code: 'invalid_redirect' } },
} satisfies FunctionContract;

export type GoogleCalendarRequest = v.InferInput<typeof googleCalendarContract.request>;

export interface CalendarSyncAnswer {
  synced: number;
  created: number;
  updated: number;
  lastSync: string;
}

/** Each action's answer. */
export interface GoogleCalendarAnswers {
  /** Google's consent page, with a signed state bound to the caller. */
  authorize: { url: string };
  status: { isConnected: boolean; lastSync: string | null };
  sync: CalendarSyncAnswer;
  disconnect: { disconnected: true };
}
