// The sandbox's stand-in for Google's screens: the sign-in ("Login com Google", where the person
// types the account's e-mail and name, as an app asking only who the user is gets) and the consent
// of an app asking for more ("<app> quer acessar sua Conta do Google"). Everything echoed is escaped.
import { escapeHtml } from '../../../../supabase/functions/_shared/html.ts';

export interface GoogleConsentModel {
  /** Absolute URL the form posts to. */
  action: string;
  /** The pending authorization request this consent answers. */
  requestId: string;
  account: string;
  /** The account's name (the sign-in screen asks for it). */
  name?: string;
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
  'https://www.googleapis.com/auth/calendar.freebusy': 'Ver a sua disponibilidade nas suas agendas',
  'https://www.googleapis.com/auth/calendar.events.freebusy':
    'Ver a disponibilidade nas agendas do Google a que você tem acesso',
  'https://www.googleapis.com/auth/userinfo.email': 'Ver seu endereço de e-mail principal',
  'https://www.googleapis.com/auth/userinfo.profile': 'Ver suas informações pessoais',
  email: 'Ver seu endereço de e-mail principal',
  profile: 'Ver suas informações pessoais',
  openid: 'Associar você às suas informações pessoais no Google',
};

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f1f3f4; color: #202124; }
  .dev { background: #fff4e5; border-bottom: 1px solid #f0c36d; padding: 10px 16px; font-size: 14px; text-align: center; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 36px 40px; }
  .logo { font-size: 22px; font-weight: 600; letter-spacing: -0.5px; }
  .logo span:nth-child(1) { color: #4285f4; } .logo span:nth-child(2) { color: #ea4335; }
  .logo span:nth-child(3) { color: #fbbc05; } .logo span:nth-child(4) { color: #4285f4; }
  .logo span:nth-child(5) { color: #34a853; } .logo span:nth-child(6) { color: #ea4335; }
  h1 { font-size: 24px; font-weight: 400; margin: 16px 0 8px; }
  p { font-size: 14px; line-height: 1.5; color: #5f6368; }
  label { display: block; font-size: 14px; margin: 18px 0 6px; color: #202124; }
  input[type=email], input[type=text] { width: 100%; font-size: 16px; padding: 12px; border: 1px solid #dadce0; border-radius: 4px; }
  input:focus { outline: 2px solid #1a73e8; border-color: transparent; }
  ul { font-size: 14px; color: #3c4043; padding-left: 20px; }
  .error { background: #fce8e6; color: #a50e0e; border-radius: 4px; padding: 10px 12px; font-size: 14px; }
  .actions { display: flex; justify-content: space-between; margin-top: 28px; gap: 12px; }
  button { font-size: 14px; font-weight: 500; padding: 10px 24px; border-radius: 4px; cursor: pointer; border: 1px solid transparent; }
  button[value=allow] { background: #1a73e8; color: #fff; }
  button[value=deny] { background: #fff; color: #1a73e8; border-color: #dadce0; }
  small { display: block; margin-top: 24px; font-size: 12px; color: #80868b; }
`;

/** Google-like page, under a banner saying what it simulates. */
const page = (title: string, body: string, simulates = 'a autorização do Google Agenda') => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="dev" role="note"><strong>Ambiente de desenvolvimento:</strong> esta página simula ${simulates} na pilha local. Nenhuma conta Google real é usada e nada sai desta máquina.</div>
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

/** The sign-in screen: the person picks the "Google account" (e-mail and name) the app will see. */
export function renderGoogleSignIn(m: GoogleConsentModel): string {
  const scopes = m.scopes.map((s) => `<li>${escapeHtml(SCOPE_TEXT[s] ?? s)}</li>`).join('');
  return page(
    'Login com Google (simulação local) — ambiente de desenvolvimento',
    `  <h1>Login com Google (simulação local)</h1>
  <p>Escolha a conta Google que será usada para entrar em <strong>${escapeHtml(m.appOrigin)}</strong>.</p>
  ${m.error ? `<p class="error" role="alert">${escapeHtml(m.error)}</p>` : ''}
  <form method="post" action="${escapeHtml(m.action)}">
    <input type="hidden" name="request_id" value="${escapeHtml(m.requestId)}">
    <label for="account">E-mail da conta Google</label>
    <input id="account" name="account" type="email" autocomplete="email" required value="${escapeHtml(m.account)}">
    <label for="name">Nome</label>
    <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(m.name ?? '')}">
    <p>O app receberá seu nome e endereço de e-mail${m.offline ? ', e acesso contínuo (offline) às permissões abaixo' : ''}.</p>
    <ul>${scopes}</ul>
    <div class="actions">
      <button type="submit" name="decision" value="deny" formnovalidate>Cancelar</button>
      <button type="submit" name="decision" value="allow">Continuar</button>
    </div>
  </form>`,
    'o login com o Google',
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
