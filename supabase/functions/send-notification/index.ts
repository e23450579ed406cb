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
import { sendRecorded } from '../_shared/conversation.ts';
import { brDate } from '../_shared/dates.ts';
import { clientOptedOut, OPTED_OUT } from '../_shared/optOut.ts';
import { DAILY_CAP_ERROR, DailyCapError } from '../_shared/sendCaps.ts';
import { EvolutionError } from '../_shared/evolution.ts';
import type { Tables } from '../../../shared-domain/src/database.types.ts';
import { json, preflight } from '../_shared/http.ts';
import { admin, must, userFromRequest } from '../_shared/supabase.ts';
import { isTeam } from '../../../shared-domain/src/team/team.ts';
import { professionalName, teamOf } from '../_shared/team.ts';
import { isTemplate, renderNotice, type Template } from './templates.ts';

type Appointment = Pick<
  Tables<'g_agenda'>,
  'id' | 'id_dono' | 'data' | 'inicio' | 'nome' | 'num_cliente' | 'local' | 'id_profissional'
>;

/** Shown on the agenda as it comes (mf-dashboard's schedule feature has the same text). */
const OPTED_OUT_MESSAGE = 'Este cliente pediu para não receber mensagens (SAIR).';

const fail = (status: number, code: string, message: string) =>
  json({ success: false, error: { code, message } }, status);

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

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Método não permitido.');
  const user = await userFromRequest(req).catch(() => null);
  if (!user) return fail(401, 'unauthorized', 'Usuário não autenticado');
  let body: Record<string, unknown>;
  try {
    body = (await req.json()) as Record<string, unknown>;
  } catch {
    return fail(400, 'invalid_request', 'Requisição inválida.');
  }
  if (body?.type !== 'whatsapp') return fail(400, 'unsupported_type', 'Só notificações por WhatsApp são enviadas.');
  if (!isTemplate(body.template)) return fail(400, 'invalid_template', 'Modelo de notificação desconhecido.');
  if (typeof body.appointmentId !== 'string' || !/^[0-9a-f-]{36}$/i.test(body.appointmentId)) {
    return fail(400, 'invalid_request', 'Informe o agendamento.');
  }
  const template = body.template;

  try {
    const profile = must(await admin().from('profiles').select('id_dono').eq('id', user.id).maybeSingle());
    const appointment = profile
      ? must(
          await admin()
            .from('g_agenda')
            .select('id,id_dono,data,inicio,nome,num_cliente,local,id_profissional')
            .eq('id', body.appointmentId)
            .eq('id_dono', profile.id_dono)
            .maybeSingle(),
        )
      : null;
    if (!appointment) return fail(404, 'not_found', 'Agendamento não encontrado.');
    const recipient = recipientOf(appointment.num_cliente);
    if (!recipient) return fail(400, 'no_phone', 'O agendamento não tem telefone do cliente.');

    // A business of more than one names who serves the client; a one-person business keeps its texts.
    const team = await teamOf(appointment.id_dono);
    const profissional =
      isTeam(team) && appointment.id_profissional
        ? await professionalName(team, appointment.id_profissional)
        : null;
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
      return fail(409, OPTED_OUT, OPTED_OUT_MESSAGE);
    }
    const instance = must(
      await admin().from('whatsapp_instances').select('instance_name').eq('user_id', user.id).maybeSingle(),
    );
    if (!instance) {
      await record(appointment, template, payload, { ok: false, error: 'no_instance' });
      return fail(409, 'no_instance', 'Nenhum número de WhatsApp conectado.');
    }
    try {
      // In the client's thread too, as the platform's message.
      await sendRecorded(user.id, recipient, 'plataforma', renderNotice(template, data));
    } catch (err) {
      if (err instanceof DailyCapError) {
        await record(appointment, template, payload, { ok: false, error: DAILY_CAP_ERROR });
        return fail(429, DAILY_CAP_ERROR, 'Limite diário de mensagens atingido. Tente novamente amanhã.');
      }
      if (!(err instanceof EvolutionError)) throw err;
      await record(appointment, template, payload, {
        ok: false,
        error: err.status ? `${err.status} ${err.message}` : err.message,
      });
      return fail(502, 'gateway_error', err.message);
    }
    const notificationId = await record(appointment, template, payload, { ok: true });
    return json({ success: true, notificationId });
  } catch (err) {
    console.error('[send-notification]', err);
    return fail(500, 'internal_error', 'Erro ao enviar notificação.');
  }
});
