// POST /functions/v1/send-notification — a WhatsApp notice to an appointment's client,
// called by the agenda after a reschedule or a cancel, and by 'Enviar Lembretes'. Body:
// {type: 'whatsapp', to, template, data: {nome, data, hora}, appointmentId}. The recipient and the
// text's data come from the appointment row (the browser's copy is not trusted), which must belong to
// the caller; the message goes out through the caller's own instance of the gateway. Every attempt is
// recorded in `notifications`. Answer {success: true, notificationId} or {success: false, error}.
// A manual reminder to a client who wrote SAIR is refused (409 opted_out, recorded as skipped); the
// notices of a reschedule or a cancel are about the appointment itself and still go out.
// The phone's rule comes straight from shared-domain's module (it imports nothing, so it runs as is).
import { toInternationalPhone } from '../../../shared-domain/src/documents/phone.ts';
import { isChannelError } from '../_shared/channel/index.ts';
import { OutsideWindowError, sendRecorded } from '../_shared/conversation.ts';
import { brDate } from '../_shared/dates.ts';
import { clientOptedOut, OPTED_OUT } from '../_shared/optOut.ts';
import { DAILY_CAP_ERROR, DailyCapError } from '../_shared/sendCaps.ts';
import type { Tables } from '../../../shared-domain/src/database.types.ts';
import {
  sendNotificationContract,
  type SendNotificationAnswer,
} from '../../../shared-domain/src/contracts/sendNotification.ts';
import { signedIn } from '../_shared/caller.ts';
import { handler, HttpError } from '../_shared/handler.ts';
import { admin, type AuthUser, must } from '../_shared/supabase.ts';
import { isTeam } from '../../../shared-domain/src/team/team.ts';
import { professionalName, teamOf } from '../_shared/team.ts';
import { noticeTemplate, renderNotice, type Template } from './templates.ts';

type Appointment = Pick<
  Tables<'g_agenda'>,
  'id' | 'id_dono' | 'data' | 'inicio' | 'nome' | 'num_cliente' | 'local' | 'id_profissional'
>;

/** Shown on the agenda as it comes (mf-dashboard's schedule feature has the same text). */
const OPTED_OUT_MESSAGE = 'Este cliente pediu para não receber mensagens (SAIR).';

const fail = (status: number, code: string, message: string) => new HttpError(status, code, message);

/**
 * The number the gateway wants: 55 + DDD + number. A row written by another client may hold a
 * formatted or national number ('(21) 99876-5432'); anything else is sent as its digits.
 */
const recipientOf = (phone: string | null) => (phone ? (toInternationalPhone(phone) ?? phone.replace(/\D/g, '')) : '');

async function record(
  a: Appointment,
  template: Template,
  payload: { nome: string; data: string; hora: string; profissional?: string },
  outcome: { ok: boolean; error?: string; skipped?: boolean },
) {
  const row = must(
    await admin()
      .from('notifications')
      .insert({
        id_dono: a.id_dono,
        agendamento_id: a.id,
        channel: 'whatsapp',
        template,
        recipient: recipientOf(a.num_cliente),
        payload,
        status: outcome.ok ? 'sent' : outcome.skipped ? 'skipped' : 'failed',
        sent_at: outcome.ok ? new Date().toISOString() : null,
        error: outcome.error ?? null,
      })
      .select('id')
      .single(),
  );
  return row.id;
}

/** The notice for one of the caller's appointments; refusals are thrown (handler() answers them). */
async function notify(user: AuthUser, template: Template, appointmentId: string): Promise<SendNotificationAnswer> {
  const profile = must(await admin().from('profiles').select('id_dono').eq('id', user.id).maybeSingle());
  const appointment = profile
    ? must(
        await admin()
          .from('g_agenda')
          .select('id,id_dono,data,inicio,nome,num_cliente,local,id_profissional')
          .eq('id', appointmentId)
          .eq('id_dono', profile.id_dono)
          .maybeSingle(),
      )
    : null;
  if (!appointment) throw fail(404, 'not_found', 'Agendamento não encontrado.');
  const recipient = recipientOf(appointment.num_cliente);
  if (!recipient) throw fail(400, 'no_phone', 'O agendamento não tem telefone do cliente.');

  // A business of more than one names who serves the client; a one-person business keeps its texts.
  const team = await teamOf(appointment.id_dono);
  const profissional =
    isTeam(team) && appointment.id_profissional ? await professionalName(team, appointment.id_profissional) : null;
  const data = {
    nome: appointment.nome?.trim() || 'cliente',
    data: brDate(appointment.data),
    hora: appointment.inicio.slice(0, 5),
    local: appointment.local,
    profissional,
  };
  const payload = { nome: data.nome, data: data.data, hora: data.hora, ...(profissional ? { profissional } : {}) };
  if (template === 'lembrete_manual' && (await clientOptedOut(user.id, recipient))) {
    await record(appointment, template, payload, { ok: false, skipped: true, error: OPTED_OUT });
    throw fail(409, OPTED_OUT, OPTED_OUT_MESSAGE);
  }
  const instance = must(
    await admin().from('whatsapp_instances').select('instance_name').eq('user_id', user.id).maybeSingle(),
  );
  if (!instance) {
    await record(appointment, template, payload, { ok: false, error: 'no_instance' });
    throw fail(409, 'no_instance', 'Nenhum número de WhatsApp conectado.');
  }
  try {
    // In the client's thread too, as the platform's message; on the Cloud API as its approved template.
    const [business] = must(await admin().rpc('owner_business', { p_id_dono: appointment.id_dono }));
    await sendRecorded(user.id, recipient, 'plataforma', renderNotice(template, data), {
      template: noticeTemplate(template, data, business?.negocio ?? '', appointment.id),
    });
  } catch (err) {
    if (err instanceof DailyCapError) {
      await record(appointment, template, payload, { ok: false, error: DAILY_CAP_ERROR });
      throw fail(429, DAILY_CAP_ERROR, 'Limite diário de mensagens atingido. Tente novamente amanhã.');
    }
    if (err instanceof OutsideWindowError) {
      await record(appointment, template, payload, { ok: false, error: err.message });
      throw fail(409, 'outside_window', err.message);
    }
    if (!isChannelError(err)) throw err;
    await record(appointment, template, payload, {
      ok: false,
      error: err.status ? `${err.status} ${err.message}` : err.message,
    });
    throw fail(502, 'gateway_error', err.message);
  }
  const notificationId = await record(appointment, template, payload, { ok: true });
  return { success: true, notificationId };
}

Deno.serve(
  handler({
    name: 'send-notification',
    caller: signedIn,
    contract: sendNotificationContract,
    run: ({ body, caller }) => notify(caller, body.template, body.appointmentId),
    internal: fail(500, 'internal_error', 'Erro ao enviar notificação.'),
    // The agenda reads `success` too.
    errorBody: (code, message) => ({ success: false, error: { code, message } }),
  }),
);
