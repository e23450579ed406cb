// POST /functions/v1/send-notification — a WhatsApp notice to an appointment's client (spec 2 §7.1),
// called by the agenda after a reschedule or a cancel, and by 'Enviar Lembretes'. Body:
// {type: 'whatsapp', to, template, data: {nome, data, hora}, appointmentId}. The recipient and the
// text's data come from the appointment row (the browser's copy is not trusted), which must belong to
// the caller; the message goes out through the caller's own instance of the gateway. Every attempt is
// recorded in `notifications`. Answer {success: true, notificationId} or {success: false, error}.
// The phone's rule comes straight from shared-domain's module (it imports nothing, so it runs as is).
import { toInternationalPhone } from '../../../shared-domain/src/documents/phone.ts';
import { EvolutionError, evolution } from '../_shared/evolution.ts';
import { json, preflight } from '../_shared/http.ts';
import { admin, userFromRequest } from '../_shared/supabaseAdmin.ts';
import { isTemplate, renderNotice, type Template } from './templates.ts';

interface Appointment {
  id: string;
  id_dono: string;
  data: string;
  inicio: string;
  nome: string | null;
  num_cliente: string | null;
  local: string | null;
}

const fail = (status: number, code: string, message: string) =>
  json({ success: false, error: { code, message } }, status);

/** '2026-11-24' → '24/11/2026'. */
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The number the gateway wants: 55 + DDD + number. A row written by another client may hold a
 * formatted or national number ('(21) 99876-5432'); anything else is sent as its digits.
 */
const recipientOf = (phone: string | null) => (phone ? (toInternationalPhone(phone) ?? phone.replace(/\D/g, '')) : '');

async function record(a: Appointment, template: Template, payload: object, outcome: { ok: boolean; error?: string }) {
  const [row] = await admin.insert<{ id: string }>('notifications', {
    id_dono: a.id_dono,
    agendamento_id: a.id,
    channel: 'whatsapp',
    template,
    recipient: recipientOf(a.num_cliente),
    payload,
    status: outcome.ok ? 'sent' : 'failed',
    sent_at: outcome.ok ? new Date().toISOString() : null,
    error: outcome.error ?? null,
  });
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
    const [profile] = await admin.select<{ id_dono: string }>('profiles', { id: `eq.${user.id}`, select: 'id_dono' });
    const [appointment] = profile
      ? await admin.select<Appointment>('g_agenda', {
          id: `eq.${body.appointmentId}`,
          id_dono: `eq.${profile.id_dono}`,
          select: 'id,id_dono,data,inicio,nome,num_cliente,local',
        })
      : [];
    if (!appointment) return fail(404, 'not_found', 'Agendamento não encontrado.');
    const recipient = recipientOf(appointment.num_cliente);
    if (!recipient) return fail(400, 'no_phone', 'O agendamento não tem telefone do cliente.');

    const data = {
      nome: appointment.nome?.trim() || 'cliente',
      data: brDate(appointment.data),
      hora: appointment.inicio.slice(0, 5),
      local: appointment.local,
    };
    const payload = { nome: data.nome, data: data.data, hora: data.hora };
    const [instance] = await admin.select<{ instance_name: string }>('whatsapp_instances', {
      user_id: `eq.${user.id}`,
      select: 'instance_name',
    });
    if (!instance) {
      await record(appointment, template, payload, { ok: false, error: 'no_instance' });
      return fail(409, 'no_instance', 'Nenhum número de WhatsApp conectado.');
    }
    try {
      await evolution.sendText(instance.instance_name, recipient, renderNotice(template, data));
    } catch (err) {
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
