// The sandbox's stand-in for Google's consent screen ("<app> quer acessar sua Conta do Google"),
// with the local sign-in page's look. Everything echoed is escaped.
import { STYLE } from '../../auth/consent-page.ts';
import { escapeHtml } from '../../auth/mail.ts';

export interface GoogleConsentModel {
  /** Absolute URL the form posts to. */
  action: string;
  /** The pending authorization request this consent answers. */
  requestId: string;
  account: string;
  /** Where Google would send the browser back (the redirect URI's origin). */
  appOrigin: string;
  scopes: string[];
  offline: boolean;
  error?: string;
}

/** What each scope lets the app do, as Google words it on its consent screen. */
const SCOPE_TEXT: Record<string, string> = {
  'https://www.googleapis.com/auth/calendar.events': 'Ver e editar eventos em todas as suas agendas',
  'https://www.googleapis.com/auth/calendar': 'Ver, editar, compartilhar e excluir permanentemente todas as agendas',
  'https://www.googleapis.com/auth/calendar.readonly': 'Ver e fazer o download de qualquer agenda',
  'https://www.googleapis.com/auth/userinfo.email': 'Ver seu endereço de e-mail principal',
  'https://www.googleapis.com/auth/userinfo.profile': 'Ver suas informações pessoais',
  email: 'Ver seu endereço de e-mail principal',
  profile: 'Ver suas informações pessoais',
  openid: 'Associar você às suas informações pessoais no Google',
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="dev" role="note"><strong>Ambiente de desenvolvimento:</strong> esta página simula a autorização do Google Agenda na pilha local. Nenhuma conta Google real é usada e nada sai desta máquina.</div>
<main>
  <div class="logo" aria-hidden="true"><span>G</span><span>o</span><span>o</span><span>g</span><span>l</span><span>e</span></div>
${body}
  <small>Pilha local do Atende Aí — substituto do Google para desenvolvimento e testes.</small>
</main>
</body>
</html>`;

export function renderGoogleConsent(m: GoogleConsentModel): string {
  const scopes = m.scopes.map((s) => `<li>${escapeHtml(SCOPE_TEXT[s] ?? s)}</li>`).join('');
  return page(
    'Permitir acesso à sua Conta do Google (simulação local)',
    `  <h1>${escapeHtml(m.appOrigin)} quer acessar sua Conta do Google</h1>
  ${m.error ? `<p class="error" role="alert">${escapeHtml(m.error)}</p>` : ''}
  <form method="post" action="${escapeHtml(m.action)}">
    <input type="hidden" name="request_id" value="${escapeHtml(m.requestId)}">
    <label for="account">Conta do Google</label>
    <input id="account" name="account" type="email" autocomplete="email" required value="${escapeHtml(m.account)}">
    <p id="scopes-intro">Isso permitirá que o app:</p>
    <ul aria-labelledby="scopes-intro">${scopes}</ul>
    ${m.offline ? '<p>O app poderá acessar esses dados mesmo quando você não estiver usando-o (acesso off-line).</p>' : ''}
    <div class="actions">
      <button type="submit" name="decision" value="deny" formnovalidate>Cancelar</button>
      <button type="submit" name="decision" value="allow">Permitir</button>
    </div>
  </form>`,
  );
}

/** Google's own error screen for a bad authorization request (it does not redirect then). */
export function renderGoogleError(status: number, error: string, detail: string): string {
  return page(
    'Erro de autorização (simulação local)',
    `  <h1>Erro de autorização</h1>
  <p class="error" role="alert">Erro ${status}: ${escapeHtml(error)}</p>
  <p>${escapeHtml(detail)}</p>`,
  );
}

/** A read-only view of one event (the target of an event's htmlLink). */
export function renderEventPage(e: { summary?: string; description?: string; location?: string; when: string }) {
  return page(
    `${e.summary ?? '(sem título)'} — Google Agenda (simulação local)`,
    `  <h1>${escapeHtml(e.summary ?? '(sem título)')}</h1>
  <p>${escapeHtml(e.when)}</p>
  ${e.location ? `<p>${escapeHtml(e.location)}</p>` : ''}
  ${e.description ? `<p style="white-space: pre-line">${escapeHtml(e.description)}</p>` : ''}`,
  );
}
