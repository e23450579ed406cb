// One claimed reminder delivered through its channel, and what came of it:
// - WhatsApp through the owner's channel (no instance: failed 'no_instance'); on the Cloud API as the
//   approved template with 'Confirmar' / 'Cancelar', else text inside the 24-hour window, else failed;
// - e-mail through Resend, the notification id as Idempotency-Key, so a retry never mails twice.
// No answer, a time-out, 5xx or 429 is worth a retry; any other refusal (a number without WhatsApp,
// the phone disconnected, an instance that no longer exists, an address refused) will not change: failed.
// A WhatsApp retry first asks the gateway whether the earlier attempt went through after all (its
// answer lost to a time-out or a dispatcher killed mid-send): if the same text already went to that
// number since the row was queued, it is sent, and nothing goes out again.
// Both channels count against the owner's daily cap (_shared/sendCaps.ts): over it, failed
// 'owner_daily_cap' (no retry: it would not go through today either). Every e-mail carries its
// unsubscribe link and the List-Unsubscribe headers. In a business of more than one active
// professional, the texts name the appointment's professional. Right before a WhatsApp send the
// client's SAIR is asked again: one that arrived after the claim wins (skipped 'opted_out', not sent).
import { EmailError, sendEmail, unsubscribeHeaders } from '../_shared/email.ts';
import { isChannelError, lastingRefusal } from '../_shared/channel/index.ts';
import { OutsideWindowError, sendRecorded } from '../_shared/conversation.ts';
import { evolution, textOf } from '../_shared/evolution.ts';
import { clientOptedOut, OPTED_OUT } from '../_shared/optOut.ts';
import { DAILY_CAP_ERROR, dailyCap, isDailyCap } from '../_shared/sendCaps.ts';
import { admin, must } from '../_shared/supabase.ts';
import { isTeam } from '../../../shared-domain/src/team/team.ts';
import { teamOf } from '../_shared/team.ts';
import { whatsappJids } from '../_shared/whatsappPhone.ts';
import type { ClaimedReminder, Outcome } from './queue.ts';
import { dayOf, reminderEmail, reminderTemplate, whatsappText, whatsappTexts, type ReminderData } from './templates.ts';
import { unsubscribeUrl } from './unsubscribe.ts';

/** Messages of the chat looked at for an earlier send (newest first). */
const HISTORY_PAGE = 50;
/** Tolerance between the database's clock and the gateway's. */
const CLOCK_SLACK_S = 60;

const dataOf = (r: ClaimedReminder, profissional: string | null): ReminderData => ({
  template: r.template,
  nome: r.nome,
  negocio: r.negocio,
  data: r.data,
  hora: r.hora,
  local: r.local,
  slug: r.slug,
  profissional,
});

/** The appointment's professional, named only when the business has more than one active professional. */
async function professionalOf(r: ClaimedReminder): Promise<string | null> {
  const [team, row] = await Promise.all([
    teamOf(r.id_dono),
    admin().from('g_agenda').select('profissionais(nome)').eq('id', r.agendamento_id).maybeSingle().then(must),
  ]);
  return isTeam(team) ? (row?.profissionais?.nome ?? null) : null;
}

/** What a provider's failure means for the row. */
export function outcomeOf(err: unknown): Outcome {
  if (isDailyCap(err)) return { outcome: 'failed', error: DAILY_CAP_ERROR };
  // The Cloud API's window closed and the template is not approved: it would not go later either.
  if (err instanceof OutsideWindowError) return { outcome: 'failed', error: err.message };
  if (isChannelError(err) || err instanceof EmailError) {
    const error = err.status ? `${err.status} ${err.message}` : err.message;
    const lasting = isChannelError(err)
      ? lastingRefusal(err)
      : err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
    return { outcome: lasting ? 'failed' : 'retry', error };
  }
  // Anything else (the database, a bug) may pass: try again later.
  return { outcome: 'retry', error: (err as Error)?.message ?? String(err) };
}

/** Whether this reminder's text already reached the number since the row was queued. */
async function alreadySent(r: ClaimedReminder, data: ReminderData, instance: string): Promise<boolean> {
  // Worded with or without the professional (the team may have changed since the first attempt).
  const texts = new Set([...whatsappTexts(data), ...whatsappTexts({ ...data, profissional: null })]);
  const since = Math.floor(Date.parse(r.created_at) / 1000) - CLOCK_SLACK_S;
  for (const remoteJid of whatsappJids(r.recipient)) {
    const found = await evolution.findMessages(instance, { remoteJid, fromMe: true, offset: HISTORY_PAGE });
    const hit = (found?.messages?.records ?? []).some(
      (m) => m.key?.fromMe === true && texts.has(textOf(m.message)) && Number(m.messageTimestamp) >= since,
    );
    if (hit) return true;
  }
  return false;
}

async function sendWhatsapp(r: ClaimedReminder, data: ReminderData, now: Date): Promise<Outcome> {
  if (!r.instance_name) return { outcome: 'failed', error: 'no_instance' };
  const owner = must(
    await admin().from('whatsapp_instances').select('user_id,channel').eq('instance_name', r.instance_name).single(),
  );
  // The gateway's history tells whether an earlier attempt went through (the Cloud API keeps none).
  if (owner.channel === 'evolution' && r.attempts > 1 && (await alreadySent(r, data, r.instance_name))) {
    return { outcome: 'sent' };
  }
  // Sent in the client's thread, so the owner reads the reminder where the client answers it; on the
  // Cloud API as the approved template whose buttons answer it.
  if (await clientOptedOut(owner.user_id, r.recipient)) return { outcome: 'skipped', error: OPTED_OUT };
  const day = dayOf(r.data, now);
  await sendRecorded(owner.user_id, r.recipient, 'plataforma', whatsappText(data, day), {
    template: reminderTemplate(data, day, r.agendamento_id),
  });
  return { outcome: 'sent' };
}

/** One e-mail from the owner's allowance of the day; false when it is used up. */
async function takeEmailQuota(idDono: string): Promise<boolean> {
  const args = { p_id_dono: idDono, p_channel: 'email', p_cap: dailyCap('email') };
  return must(await admin().rpc('take_send_quota', args)) === true;
}

async function sendMail(r: ClaimedReminder, data: ReminderData, now: Date): Promise<Outcome> {
  if (!(await takeEmailQuota(r.id_dono))) return { outcome: 'failed', error: DAILY_CAP_ERROR };
  const stop = await unsubscribeUrl(r.id_dono, r.recipient);
  const email = reminderEmail(data, dayOf(r.data, now), Deno.env.get('SITE_URL') ?? null, stop);
  try {
    await sendEmail({ to: r.recipient, ...email, idempotencyKey: r.id, headers: unsubscribeHeaders(stop) });
  } catch (err) {
    // An earlier attempt of this row was accepted, worded for another day: it went out.
    if (err instanceof EmailError && err.keyAlreadyUsed) return { outcome: 'sent' };
    throw err;
  }
  return { outcome: 'sent' };
}

export async function deliver(r: ClaimedReminder, now = new Date()): Promise<Outcome> {
  try {
    const data = dataOf(r, await professionalOf(r));
    return r.channel === 'email' ? await sendMail(r, data, now) : await sendWhatsapp(r, data, now);
  } catch (err) {
    return outcomeOf(err);
  }
}
