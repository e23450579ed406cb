/**
 * The e-mails the auth server sends (GoTrue's templatemailer), in Brazilian Portuguese. Each
 * carries the 6-digit code ({{ .Token }}) and the link ({{ .ConfirmationURL }}) to GET /verify.
 */
import { escapeHtml } from '../../../supabase/functions/_shared/html.ts';
import type { AuthConfig } from './config.ts';

export type LinkType = 'magiclink' | 'recovery' | 'signup' | 'email_change';

/** {{ .ConfirmationURL }}: `${API_EXTERNAL_URL}/verify?token=…&type=…&redirect_to=…`. */
export function verifyLink(config: AuthConfig, linkToken: string, type: LinkType, redirectTo: string): string {
  const q = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo });
  return `${config.externalUrl}/verify?${q.toString()}`;
}

interface Template {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  outro: string;
}

const TEMPLATES: Record<LinkType, Template> = {
  magiclink: {
    subject: 'Seu código de acesso',
    heading: 'Entrar na sua conta',
    intro: 'Use o código abaixo para entrar, ou clique no link.',
    action: 'Entrar',
    outro: 'Se você não pediu este acesso, ignore este e-mail.',
  },
  signup: {
    subject: 'Confirme seu cadastro',
    heading: 'Confirme seu e-mail',
    intro: 'Use o código abaixo para confirmar seu cadastro, ou clique no link.',
    action: 'Confirmar e-mail',
    outro: 'Se você não criou uma conta, ignore este e-mail.',
  },
  recovery: {
    subject: 'Redefinição de senha',
    heading: 'Redefinir sua senha',
    intro: 'Recebemos um pedido para redefinir sua senha. Use o código abaixo ou clique no link.',
    action: 'Redefinir senha',
    outro: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
  },
  email_change: {
    subject: 'Confirme a alteração de e-mail',
    heading: 'Alteração de e-mail',
    intro: 'Use o código abaixo ou clique no link para confirmar a troca do e-mail da sua conta.',
    action: 'Confirmar alteração',
    outro: 'Se você não pediu esta alteração, ignore este e-mail.',
  },
};

export async function sendLinkEmail(
  config: AuthConfig,
  to: string,
  type: LinkType,
  code: string,
  link: string,
  detail?: string,
): Promise<void> {
  const t = TEMPLATES[type];
  const minutes = Math.round(config.otpExpiry / 60);
  const validity = `O código e o link valem por ${minutes} minutos e só podem ser usados uma vez.`;
  const text = [
    t.heading,
    '',
    t.intro,
    ...(detail ? ['', detail] : []),
    '',
    `Código: ${code}`,
    '',
    `${t.action}: ${link}`,
    '',
    validity,
    t.outro,
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1f2933; line-height: 1.5">
  <h2>${escapeHtml(t.heading)}</h2>
  <p>${escapeHtml(t.intro)}</p>
  ${detail ? `<p>${escapeHtml(detail)}</p>` : ''}
  <p style="font-size: 28px; letter-spacing: 6px; font-weight: bold">${escapeHtml(code)}</p>
  <p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
  <p style="color: #52606d; font-size: 13px">${escapeHtml(validity)}<br>${escapeHtml(t.outro)}</p>
</body></html>`;
  await config.mailer.send({ to, subject: t.subject, html, text });
}
