// The Cloud API templates the platform creates for each business (pt_BR, UTILITY), one per kind, and
// their review at Meta as whatsapp_templates records it. A message that has a template goes as that
// template once it is APPROVED; before that conversation.ts falls back to free text inside the
// 24-hour window and records it as failed outside it.
import type { TemplateKind, TemplateStatus } from '../../../../shared-domain/src/whatsapp/cloud.ts';
import { REMINDER_BUTTONS, TEMPLATE_KINDS, TEMPLATE_NAMES } from '../../../../shared-domain/src/whatsapp/cloud.ts';
import { admin, must } from '../supabase.ts';
import { graph, GraphError } from './graph.ts';
import { openToken } from './tokenBox.ts';

interface Definition {
  /** The body with Meta's {{n}} placeholders, filled in order by the send's params. */
  body: string;
  /** What each {{n}} stands for, with Meta's required sample. */
  samples: string[];
  /** Quick replies, in order. */
  buttons?: readonly string[];
}

const APPOINTMENT_SAMPLES = ['Maria', 'Clínica Sorriso', '30/11/2026', '14:00'];

export const TEMPLATE_DEFINITIONS: Readonly<Record<TemplateKind, Definition>> = {
  lembrete_24h: {
    body: 'Olá, {{1}}! Lembrete: seu horário na {{2}} está marcado para {{3}} às {{4}}. Toque em Confirmar ou Cancelar.',
    samples: APPOINTMENT_SAMPLES,
    buttons: REMINDER_BUTTONS,
  },
  lembrete_1h: {
    body: 'Olá, {{1}}! Falta pouco: seu horário na {{2}} é {{3}} às {{4}}. Toque em Confirmar ou Cancelar.',
    samples: APPOINTMENT_SAMPLES,
    buttons: REMINDER_BUTTONS,
  },
  confirmacao: {
    body: 'Olá, {{1}}! Seu agendamento na {{2}} está confirmado para {{3}} às {{4}}.',
    samples: APPOINTMENT_SAMPLES,
  },
  reagendamento: {
    body: 'Olá, {{1}}! Seu agendamento na {{2}} foi reagendado para {{3}} às {{4}}.',
    samples: APPOINTMENT_SAMPLES,
  },
  cancelamento: {
    body: 'Olá, {{1}}! Seu agendamento na {{2}} de {{3}} às {{4}} foi cancelado.',
    samples: APPOINTMENT_SAMPLES,
  },
  pesquisa: {
    body: 'De 0 a 10, quanto você recomendaria {{1}} a um amigo? Responda com um número.',
    samples: ['Clínica Sorriso'],
  },
  retomar_conversa: {
    body: 'Olá, {{1}}! Aqui é da {{2}}. Podemos continuar seu atendimento? Responda esta mensagem.',
    samples: ['Maria', 'Clínica Sorriso'],
  },
};

/** The template's text as the client reads it, its {{n}} filled with `params`. */
export function renderTemplate(tipo: TemplateKind, params: string[]): string {
  return TEMPLATE_DEFINITIONS[tipo].body.replace(/\{\{(\d+)\}\}/g, (_, n) => params[Number(n) - 1] ?? '');
}

/** The template's name at Meta (each business has its own WABA, so names repeat across businesses). */
export const templateName = (tipo: TemplateKind) => `atendeai_${tipo}`;

/** The creation request of POST /{waba_id}/message_templates. */
export function templateRequest(tipo: TemplateKind) {
  const d = TEMPLATE_DEFINITIONS[tipo];
  return {
    name: templateName(tipo),
    language: 'pt_BR',
    category: 'UTILITY',
    components: [
      { type: 'BODY', text: d.body, example: { body_text: [d.samples] } },
      ...(d.buttons ? [{ type: 'BUTTONS', buttons: d.buttons.map((text) => ({ type: 'QUICK_REPLY', text })) }] : []),
    ],
  };
}

/** Meta: 'already exists' for a template of that name and language in the WABA. */
const ALREADY_EXISTS = 2388024;

export interface Waba {
  user_id: string;
  waba_id: string | null;
  /** Sealed. */
  access_token: string | null;
}

/** The business's Cloud API account, or null when its number is not on the Cloud API. */
async function wabaOf(userId: string): Promise<Waba | null> {
  const row = must(
    await admin()
      .from('whatsapp_instances')
      .select('user_id,waba_id,access_token,channel')
      .eq('user_id', userId)
      .maybeSingle(),
  );
  return row?.channel === 'cloud' && row.waba_id && row.access_token ? row : null;
}

interface ListedTemplate {
  id: string;
  name: string;
  status: string;
  rejected_reason?: string;
}

const table = () => admin().from('whatsapp_templates');

/** Creates every kind's template at Meta (one that already exists is kept) and records it PENDING. */
export async function createTemplates(w: Waba): Promise<void> {
  const token = await openToken(w.access_token!);
  for (const tipo of TEMPLATE_KINDS) {
    let metaId: string | null = null;
    try {
      const created = await graph<{ id?: string }>({
        path: `/${w.waba_id}/message_templates`,
        method: 'POST',
        token,
        body: templateRequest(tipo),
        operation: 'criar modelo',
      });
      metaId = created?.id ?? null;
    } catch (err) {
      // Created before (a reconnection of the same WABA): its review is read by syncTemplates.
      if (!(err instanceof GraphError && err.subcode === ALREADY_EXISTS)) throw err;
    }
    must(
      await table().upsert(
        { user_id: w.user_id, tipo, nome: templateName(tipo), meta_id: metaId, status: 'PENDING', motivo: null },
        { onConflict: 'user_id,tipo' },
      ),
    );
  }
}

/** Meta's rejected_reason in pt-BR. */
export function rejectionReason(reason: string | undefined): string {
  switch (reason) {
    case 'ABUSIVE_CONTENT':
      return 'Conteúdo considerado abusivo pela Meta.';
    case 'INCORRECT_CATEGORY':
      return 'Categoria incorreta para o conteúdo.';
    case 'INVALID_FORMAT':
      return 'Formato inválido.';
    case 'SCAM':
      return 'Considerado golpe pela Meta.';
    default:
      return 'Reprovado pela Meta.';
  }
}

const STATUSES = new Set<TemplateStatus>(['APPROVED', 'PENDING', 'REJECTED']);

/** Reads every template's review from Meta and records it; the business's rows as they now stand. */
export async function syncTemplates(w: Waba) {
  const token = await openToken(w.access_token!);
  const listed = await graph<{ data?: ListedTemplate[] }>({
    path: `/${w.waba_id}/message_templates`,
    token,
    query: { fields: 'id,name,status,rejected_reason', limit: '100' },
    operation: 'listar modelos',
  });
  const byName = new Map((listed?.data ?? []).map((t) => [t.name, t]));
  for (const tipo of TEMPLATE_KINDS) {
    const t = byName.get(templateName(tipo));
    // Meta's other states (PAUSED, DISABLED, IN_APPEAL…) cannot be sent: shown as not approved.
    const status: TemplateStatus = t
      ? STATUSES.has(t.status as TemplateStatus)
        ? (t.status as TemplateStatus)
        : 'REJECTED'
      : 'PENDING';
    const motivo = status === 'REJECTED' ? rejectionReason(t?.rejected_reason) : null;
    must(
      await table()
        .update({ status, motivo, meta_id: t?.id ?? null, updated_at: new Date().toISOString() })
        .eq('user_id', w.user_id)
        .eq('tipo', tipo),
    );
  }
  return templatesOf(w.user_id);
}

export async function templatesOf(userId: string) {
  const rows = must(await table().select('tipo,nome,status,motivo').eq('user_id', userId));
  const order = (tipo: string) => TEMPLATE_KINDS.indexOf(tipo as TemplateKind);
  return rows.sort((a, b) => order(a.tipo) - order(b.tipo));
}

/** A pending template is asked about again at most this often when a send needs it. */
const RECHECK_MS = 10_000;

/**
 * The template's name when it is approved for the business; null otherwise. A template still
 * pending is asked about again at Meta first (at most every 10 s), so the first reminders after the
 * review do not wait for the owner to open the settings.
 */
export async function approvedTemplate(userId: string, tipo: TemplateKind): Promise<string | null> {
  let row = must(await table().select('nome,status,updated_at').eq('user_id', userId).eq('tipo', tipo).maybeSingle());
  if (row?.status === 'PENDING' && Date.now() - Date.parse(row.updated_at) > RECHECK_MS) {
    try {
      const w = await wabaOf(userId);
      const synced = w ? await syncTemplates(w) : [];
      const found = synced.find((t) => t.tipo === tipo);
      row = found ? { ...row, status: found.status } : row;
    } catch (err) {
      console.warn('[templates] review not read:', (err as Error).message);
    }
  }
  return row?.status === 'APPROVED' ? row.nome : null;
}

/** The business's templates with their review read again from Meta; none off the Cloud API. */
export async function currentTemplates(userId: string) {
  const w = await wabaOf(userId);
  return w ? syncTemplates(w) : [];
}

/** The owner sees the template by its pt-BR name ('Lembrete 24h antes'). */
export const templateLabel = (tipo: TemplateKind) => TEMPLATE_NAMES[tipo];
