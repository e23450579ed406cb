// The automatic reminders' texts, pt-BR: the WhatsApp message (ending with how to answer it) and the
// e-mail (subject, HTML and plain text). The day is said the way the client reads it in São Paulo:
// 'amanhã' only when the appointment is tomorrow there, 'hoje' when it is today. The professional is
// named ('… na Clínica com Dr. Bruno Lima …') only when given: deliver.ts gives it when the business has
// more than one active professional, so a one-person business keeps these texts exactly.
import { ANSWER_LINE } from '../_shared/reminderAnswer.ts';
import { addDays, brDate, TIME_ZONE } from '../_shared/dates.ts';
import { escapeHtml } from '../_shared/html.ts';

export type ReminderTemplate = 'lembrete_24h' | 'lembrete_1h';

export interface ReminderData {
  template: ReminderTemplate;
  /** The client's name (null or blank: 'cliente'). */
  nome: string | null;
  negocio: string;
  /** 'YYYY-MM-DD' */
  data: string;
  /** 'HH:MM' */
  hora: string;
  /** 'Presencial' | 'Online' | null */
  local: string | null;
  /** The owner's booking page handle, for the e-mail's link. */
  slug?: string | null;
  /** The professional's name, only in a team of several (null or absent: not named). */
  profissional?: string | null;
}

export type Day = 'hoje' | 'amanha' | 'outro';

/** Whether `date` is today or tomorrow in São Paulo at `now`. */
export function dayOf(date: string, now: Date): Day {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
  if (date === today) return 'hoje';
  return date === addDays(today, 1) ? 'amanha' : 'outro';
}

const nameOf = (d: ReminderData) => d.nome?.trim() || 'cliente';
const onlineOf = (d: ReminderData) => (d.local === 'Online' ? ' O atendimento será online.' : '');
/** 'Clínica X', or 'Clínica X com Dr. Bruno Lima' when the professional is named. */
const placeOf = (d: ReminderData, negocio = d.negocio) => {
  const profissional = d.profissional?.trim();
  return profissional ? `${negocio} com ${profissional}` : negocio;
};

/** The reminder's first sentence, without the greeting. */
function when(d: ReminderData, day: Day): string {
  const data = brDate(d.data);
  if (d.template === 'lembrete_1h' && day === 'hoje')
    return `Falta pouco: seu horário na ${placeOf(d)} é hoje às ${d.hora}.`;
  const dia = day === 'amanha' ? `amanhã, ${data},` : day === 'hoje' ? `hoje, ${data},` : data;
  return `Lembrete: seu horário na ${placeOf(d)} está marcado para ${dia} às ${d.hora}.`;
}

/**
 * The reminder as the Cloud API template's values ({{1}} name, {{2}} place, {{3}} day, {{4}} time) and
 * its buttons' payloads, which name the appointment ('confirmar:<id>', 'cancelar:<id>').
 */
export function reminderTemplate(d: ReminderData, day: Day, appointmentId: string) {
  const data = brDate(d.data);
  const dia =
    day === 'amanha'
      ? `amanhã, ${data},`
      : day === 'hoje'
        ? d.template === 'lembrete_1h'
          ? 'hoje'
          : `hoje, ${data},`
        : data;
  return {
    tipo: d.template,
    params: [nameOf(d), placeOf(d), dia, d.hora],
    payloads: [`confirmar:${appointmentId}`, `cancelar:${appointmentId}`],
  };
}

export function whatsappText(d: ReminderData, day: Day): string {
  return `Olá, ${nameOf(d)}! ${when(d, day)}${onlineOf(d)}\n\n${ANSWER_LINE}`;
}

/** Every text the WhatsApp reminder may have had, whatever the day it was sent (for reconciliation). */
export function whatsappTexts(d: ReminderData): string[] {
  return (['hoje', 'amanha', 'outro'] as const).map((day) => whatsappText(d, day));
}

export interface ReminderEmail {
  subject: string;
  html: string;
  text: string;
}

/** Owner text in a header line (the subject): control characters and line breaks become spaces. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * The reminder e-mail. Everything the owner or the client wrote (business, name) is escaped in the
 * HTML and kept on one line in the subject; `unsubscribeUrl`, when given, ends both bodies.
 */
export function reminderEmail(
  d: ReminderData,
  day: Day,
  siteUrl: string | null,
  unsubscribeUrl: string | null = null,
): ReminderEmail {
  const data = brDate(d.data);
  const dia = day === 'hoje' ? 'hoje' : day === 'amanha' ? 'amanhã' : `em ${data}`;
  const subject = `Lembrete: seu horário na ${oneLine(placeOf(d))} ${dia} às ${d.hora}`;
  const link = siteUrl && d.slug ? `${siteUrl.replace(/\/+$/, '')}/agendar/${encodeURIComponent(d.slug)}` : null;
  const paragraphs = [
    `Olá, ${nameOf(d)}!`,
    `${when(d, day)}${onlineOf(d)}`,
    'Se não puder comparecer, avise com antecedência para liberar o horário.',
  ];
  const stop = unsubscribeUrl ? `Para não receber mais lembretes por e-mail de ${d.negocio}: ` : null;
  const text = [
    ...paragraphs,
    ...(link ? [`Para agendar outro horário: ${link}`] : []),
    ...(stop ? [`${stop}${unsubscribeUrl}`] : []),
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p>Para agendar outro horário: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    ...(stop
      ? [`<p><small>${escapeHtml(stop)}<a href="${escapeHtml(unsubscribeUrl!)}">descadastrar</a></small></p>`]
      : []),
  ].join('\n');
  return { subject, html, text };
}
