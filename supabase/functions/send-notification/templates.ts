// The client notices of the agenda: rescheduled, cancelled, and the manual reminder of
// 'Enviar Lembretes'. pt-BR, short, with the appointment's own date and time. The reminder says how to
// answer it: whatsapp-webhook reads the client's '1' or '2'.
import { ANSWER_LINE } from '../_shared/reminderAnswer.ts';

export const NOTIFICATION_TEMPLATES = ['agendamento_reagendado', 'agendamento_cancelado', 'lembrete_manual'] as const;
export type Template = (typeof NOTIFICATION_TEMPLATES)[number];

export interface NoticeData {
  nome: string;
  /** dd/MM/yyyy */
  data: string;
  /** HH:mm */
  hora: string;
  local: string | null;
  /** The appointment's professional, named only in a business of more than one (else null). */
  profissional?: string | null;
}

export function renderNotice(template: Template, d: NoticeData): string {
  const online = d.local === 'Online' ? ' O atendimento será online.' : '';
  const com = d.profissional ? ` com ${d.profissional}` : '';
  switch (template) {
    case 'agendamento_reagendado':
      return `Olá, ${d.nome}! Seu agendamento${com} foi reagendado para ${d.data} às ${d.hora}.${online}`;
    case 'agendamento_cancelado':
      return `Olá, ${d.nome}! Seu agendamento${com} de ${d.data} às ${d.hora} foi cancelado.`;
    case 'lembrete_manual':
      return `Olá, ${d.nome}! Lembrete: você tem um agendamento${com} em ${d.data} às ${d.hora}.${online}\n\n${ANSWER_LINE}`;
  }
}

/**
 * The notice as the Cloud API template that says the same ({{1}} name, {{2}} business (with the
 * professional in a team), {{3}} date, {{4}} time); the manual reminder is the 24 h reminder's
 * template, whose buttons name the appointment.
 */
export function noticeTemplate(template: Template, d: NoticeData, negocio: string, appointmentId: string) {
  const place = d.profissional ? `${negocio} com ${d.profissional}` : negocio;
  const params = [d.nome, place, d.data, d.hora];
  switch (template) {
    case 'agendamento_reagendado':
      return { tipo: 'reagendamento' as const, params };
    case 'agendamento_cancelado':
      return { tipo: 'cancelamento' as const, params };
    case 'lembrete_manual':
      return {
        tipo: 'lembrete_24h' as const,
        params,
        payloads: [`confirmar:${appointmentId}`, `cancelar:${appointmentId}`],
      };
  }
}
