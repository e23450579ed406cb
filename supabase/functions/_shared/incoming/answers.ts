// What the client reads after answering a reminder: the appointment confirmed, or cancelled with
// where to book another time (the owner's booking page, or this chat).
import type { ReplyAnswer } from './replies.ts';

/** answer_reminder's answer when a reminder was waiting for the client's reply. */
export interface AnsweredReminder {
  matched: true;
  agendamento_id: string;
  status: string;
  nome: string | null;
  /** 'dd/MM/yyyy' */
  data: string;
  /** 'HH:MM' */
  hora: string;
  negocio: string;
  slug: string | null;
}

export function replyText(answer: ReplyAnswer, r: AnsweredReminder, siteUrl: string | null): string {
  const nome = r.nome?.trim() || 'cliente';
  const horario = `Seu horário na ${r.negocio} em ${r.data} às ${r.hora}`;
  if (answer === 'confirmado') return `Obrigado, ${nome}! ${horario} está confirmado.`;
  const page = siteUrl && r.slug ? `acesse ${siteUrl.replace(/\/+$/, '')}/agendar/${r.slug} ou ` : '';
  return `Tudo bem, ${nome}. ${horario} foi cancelado. Para agendar outro horário, ${page}responda esta mensagem.`;
}
