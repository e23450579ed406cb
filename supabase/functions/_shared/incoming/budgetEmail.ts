// The e-mail telling the owner the assistant used up its day (OWNER_DAILY_ASSISTANT_RUNS): it answers
// again at midnight (São Paulo), and until then the clients' messages wait in Conversas. Sent once a
// day per owner (the claim is in SQL; the idempotency key stops a retried call sending twice).
import type { EmailMessage } from '../email.ts';
import { escapeHtml } from '../html.ts';

export const BUDGET_SUBJECT = 'Seu assistente pausou até a meia-noite';

/** The inbox, when the site's address is known. */
function inboxLink(siteUrl: string | null | undefined): string | null {
  const base = siteUrl?.trim().replace(/\/+$/, '');
  return base ? `${base}/user-dashboard/conversas` : null;
}

export function budgetEmail(
  to: string,
  notice: { idDono: string; dia: string; negocio: string | null; runs: number },
  siteUrl: string | null | undefined,
): EmailMessage {
  const negocio = notice.negocio?.trim().replace(/\s+/g, ' ');
  const link = inboxLink(siteUrl);
  const paragraphs = [
    `O assistente${negocio ? ` de ${negocio}` : ''} atingiu hoje o limite diário de ${notice.runs.toLocaleString('pt-BR')} atendimentos e volta a responder à meia-noite (horário de Brasília).`,
    'Até lá, as mensagens dos clientes continuam chegando em Conversas, onde você pode respondê-las.',
  ];
  const text = [...paragraphs, ...(link ? [`Abra Conversas: ${link}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">Abrir Conversas</a></p>`] : []),
  ].join('\n');
  return {
    to,
    subject: BUDGET_SUBJECT,
    html,
    text,
    idempotencyKey: `assistant-budget:${notice.idDono}:${notice.dia}`,
  };
}
