// The e-mail telling the owner a client waits for a person (the assistant's hand-off): who, why, and
// the link to the conversation in the inbox. The client's name and the model's reason are escaped.
import { formatPhone } from '../../../shared-domain/src/documents/phone.ts';
import type { Conversation } from '../_shared/conversation.ts';
import type { EmailMessage } from '../_shared/email.ts';
import { escapeHtml } from '../_shared/html.ts';

export const HAND_OFF_SUBJECT = 'Um cliente quer falar com você';

/** '(11) 98765-4321' for a Brazilian number, '+<digits>' for another. */
function phoneOf(telefone: string): string {
  return /^55\d{10,11}$/.test(telefone) ? formatPhone(telefone) : `+${telefone}`;
}

/** The inbox's page of the conversation, when the site's address is known. */
export function conversationLink(siteUrl: string | null | undefined, conversaId: string): string | null {
  const base = siteUrl?.trim().replace(/\/+$/, '');
  return base ? `${base}/user-dashboard/conversas/${encodeURIComponent(conversaId)}` : null;
}

export function handOffEmail(
  to: string,
  conversation: Pick<Conversation, 'conversa_id' | 'nome' | 'telefone'>,
  motivo: string,
  siteUrl: string | null | undefined,
): EmailMessage {
  const phone = phoneOf(conversation.telefone);
  const nome = conversation.nome?.trim();
  const client = nome ? `${nome} (${phone})` : phone;
  const link = conversationLink(siteUrl, conversation.conversa_id);
  const paragraphs = [
    `${client} quer falar com uma pessoa da sua equipe no WhatsApp.`,
    `Motivo: ${motivo.trim() || 'não informado'}`,
    'O assistente avisou o cliente de que uma pessoa vai responder e não responde mais a ele até você devolver a conversa ao assistente.',
  ];
  const text = [...paragraphs, ...(link ? [`Abra a conversa para responder: ${link}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">Abrir a conversa e responder</a></p>`] : []),
  ].join('\n');
  return { to, subject: HAND_OFF_SUBJECT, html, text };
}
