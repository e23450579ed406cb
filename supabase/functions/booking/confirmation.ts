// The client's WhatsApp confirmation of a booking, sent through the owner's own channel and
// recorded in `notifications` (template 'agendamento_confirmado'), sent or failed. A failure never
// undoes the booking. In a team the text (and the payload) names the professional.
import { sendRecorded } from '../_shared/conversation.ts';
import { admin, must } from '../_shared/supabase.ts';
import { brDate, hhmm } from '../_shared/dates.ts';
import type { Owner } from './owner.ts';

export const TEMPLATE = 'agendamento_confirmado';
/** The page waits for this answer: a slow gateway must not hold the client long. */
const SEND_TIMEOUT_MS = 10_000;

export interface Booked {
  id: string;
  data: string;
  inicio: string;
  nome: string | null;
  num_cliente: string | null;
}

/** The text; `profissional` only for a business with more than one (a one-person business's text stays as it was). */
export function confirmationText(
  nome: string,
  negocio: string,
  data: string,
  hora: string,
  profissional: string | null = null,
): string {
  const com = profissional ? ` com ${profissional}` : '';
  return `Olá, ${nome}! Seu horário em ${negocio} está agendado para ${data} às ${hora}${com}.`;
}

async function record(owner: Owner, row: Booked, payload: Record<string, string>, error: string | null) {
  must(
    await admin()
      .from('notifications')
      .insert({
        id_dono: owner.idDono,
        agendamento_id: row.id,
        channel: 'whatsapp',
        template: TEMPLATE,
        recipient: row.num_cliente ?? '',
        payload,
        status: error ? 'failed' : 'sent',
        sent_at: error ? null : new Date().toISOString(),
        error,
      }),
  );
}

/** `profissional`: the professional's name when the business names them to clients (a team), else null. */
export async function sendConfirmation(owner: Owner, row: Booked, profissional: string | null = null): Promise<void> {
  const payload: Record<string, string> = {
    nome: row.nome ?? '',
    negocio: owner.negocio,
    data: brDate(row.data),
    hora: hhmm(row.inicio),
    ...(profissional ? { profissional } : {}),
  };
  let error: string | null = null;
  try {
    const instance = must(
      await admin().from('whatsapp_instances').select('instance_name').eq('user_id', owner.userId).maybeSingle(),
    );
    if (!instance) {
      error = 'no_instance';
    } else {
      const text = confirmationText(payload.nome, payload.negocio, payload.data, payload.hora, profissional);
      // In the client's thread too, as the platform's message; on the Cloud API as its approved template.
      const place = profissional ? `${payload.negocio} com ${profissional}` : payload.negocio;
      await sendRecorded(owner.userId, row.num_cliente ?? '', 'plataforma', text, {
        timeoutMs: SEND_TIMEOUT_MS,
        template: { tipo: 'confirmacao', params: [payload.nome || 'cliente', place, payload.data, payload.hora] },
      });
    }
  } catch (err) {
    const e = err as Error & { status?: number };
    error = e.status ? `${e.status} ${e.message}` : e.message;
  }
  // An owner without a connected number is a normal state: the failed row says so, the log does not.
  if (error && error !== 'no_instance') console.warn('[booking] confirmation not sent:', error);
  try {
    await record(owner, row, payload, error);
  } catch (err) {
    console.error('[booking] confirmation not recorded:', (err as Error).message);
  }
}
