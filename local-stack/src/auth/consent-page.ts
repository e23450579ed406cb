/**
 * The local stand-in for Google's sign-in page. There is no network here, so GET /authorize
 * sends the browser to this page instead of accounts.google.com: the person types the e-mail and
 * name the "Google account" should have and continues or cancels. Everything echoed is escaped.
 */
import { escapeHtml } from './mail.ts';

export interface ConsentPageModel {
  /** Absolute URL of POST /callback. */
  action: string;
  state: string;
  csrfToken: string;
  email: string;
  name: string;
  /** Where the browser goes back to (the app). */
  returnTo: string;
  scopes: string[];
  offline: boolean;
  error?: string;
}

/** Google-like page style, shared with the Google Calendar sandbox's consent page. */
export const STYLE = `
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

export function renderConsentPage(m: ConsentPageModel): string {
  const scopes = m.scopes.length ? `<ul>${m.scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Login com Google (simulação local) — ambiente de desenvolvimento</title>
<style>${STYLE}</style>
</head>
<body>
<div class="dev" role="note"><strong>Ambiente de desenvolvimento:</strong> esta página simula o login com o Google na pilha local. Nenhuma conta Google real é usada e nada sai desta máquina.</div>
<main>
  <div class="logo" aria-hidden="true"><span>G</span><span>o</span><span>o</span><span>g</span><span>l</span><span>e</span></div>
  <h1>Login com Google (simulação local)</h1>
  <p>Escolha a conta Google que será usada para entrar em <strong>${escapeHtml(m.returnTo)}</strong>.</p>
  ${m.error ? `<p class="error" role="alert">${escapeHtml(m.error)}</p>` : ''}
  <form method="post" action="${escapeHtml(m.action)}">
    <input type="hidden" name="state" value="${escapeHtml(m.state)}">
    <input type="hidden" name="csrf_token" value="${escapeHtml(m.csrfToken)}">
    <label for="email">E-mail da conta Google</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(m.email)}">
    <label for="name">Nome</label>
    <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(m.name)}">
    <p>O app receberá seu nome e endereço de e-mail${m.offline ? ', e acesso contínuo (offline) às permissões abaixo' : ''}.</p>
    ${scopes}
    <div class="actions">
      <button type="submit" name="decision" value="deny" formnovalidate>Cancelar</button>
      <button type="submit" name="decision" value="allow">Continuar</button>
    </div>
  </form>
  <small>Pilha local do Atende Aí — substituto do Google para desenvolvimento e testes.</small>
</main>
</body>
</html>`;
}

export function renderErrorPage(message: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Login com Google (simulação local)</title><style>${STYLE}</style></head>
<body>
<div class="dev" role="note"><strong>Ambiente de desenvolvimento:</strong> simulação local do login com o Google.</div>
<main><h1>Não foi possível continuar</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p>Volte ao aplicativo e tente entrar com o Google novamente.</p></main>
</body>
</html>`;
}
