// SAIR at the moment of sending: a reminder, a manual reminder or a survey asks right before it goes
// out whether the client wrote SAIR to that business (client_opted_out in SQL), so a SAIR that arrives
// after the row was queued or claimed wins. A booking confirmation and the agenda's notices of a
// change (reagendado, cancelado) are answers to what the client or the owner just did: they do not ask.
import { admin, must } from './supabase.ts';

export const OPTED_OUT = 'opted_out';

/** Whether the client at `chat` (phone or WhatsApp id digits) opted out of the business of `userId`. */
export async function clientOptedOut(userId: string, chat: string): Promise<boolean> {
  return must(await admin().rpc('client_opted_out', { p_user: userId, p_chat: chat })) === true;
}
