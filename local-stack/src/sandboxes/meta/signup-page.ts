// The sandbox's stand-in for Meta's Embedded Signup popup, in pt-BR: the owner names the business and
// its number and presses 'Continuar'; the result page hands the new number to the page that opened
// the popup (or shows it when there is none). Everything echoed is escaped.
import { escapeHtml } from '../../../../supabase/functions/_shared/html.ts';

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f0f2f5; color: #1c1e21; }
  .dev { background: #fff4e5; border-bottom: 1px solid #f0c36d; padding: 10px 16px; font-size: 14px; text-align: center; }
  main { max-width: 460px; margin: 40px auto; background: #fff; border-radius: 8px; box-shadow: 0 1px 2px rgba(0,0,0,.2); padding: 32px 36px; }
  .logo { font-size: 22px; font-weight: 700; color: #0866ff; }
  h1 { font-size: 22px; margin: 16px 0 8px; }
  p, dd, dt { font-size: 14px; line-height: 1.5; }
  label { display: block; font-size: 14px; margin: 16px 0 6px; }
  input { width: 100%; font-size: 16px; padding: 10px; border: 1px solid #ccd0d5; border-radius: 6px; }
  .error { background: #ffebe9; color: #a50e0e; border-radius: 6px; padding: 10px 12px; font-size: 14px; }
  button { margin-top: 24px; width: 100%; font-size: 16px; font-weight: 600; padding: 12px; border: 0; border-radius: 6px; background: #0866ff; color: #fff; cursor: pointer; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; } dt { color: #65676b; } dd { margin: 0; word-break: break-all; }
  small { display: block; margin-top: 24px; font-size: 12px; color: #65676b; }
`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${head}</head>
<body>
<div class="dev" role="note"><strong>Ambiente de desenvolvimento:</strong> esta página simula o cadastro incorporado do WhatsApp Business (Meta) na pilha local. Nenhuma conta real é usada e nada sai desta máquina.</div>
<main>
  <div class="logo" aria-hidden="true">Meta</div>
${body}
  <small>Pilha local do Atende Aí — substituto da Meta para desenvolvimento e testes.</small>
</main>
</body>
</html>`;
}

export interface SignupModel {
  action: string;
  /** The query of the dialog (client_id, config_id, state…), carried to the confirmation. */
  hidden: Record<string, string>;
  verifiedName: string;
  phone: string;
}

export function renderSignup(m: SignupModel): string {
  const hidden = Object.entries(m.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n    ');
  return page(
    'Conectar o WhatsApp Business (simulação local)',
    `  <h1>Conectar sua conta do WhatsApp Business</h1>
  <p>O app vai enviar e receber mensagens pelo número abaixo, em nome da sua empresa.</p>
  <form method="post" action="${escapeHtml(m.action)}">
    ${hidden}
    <label for="verified_name">Nome de exibição da empresa</label>
    <input id="verified_name" name="verified_name" type="text" required maxlength="100" value="${escapeHtml(m.verifiedName)}">
    <label for="phone">Número do WhatsApp (com DDI e DDD)</label>
    <input id="phone" name="phone" type="tel" required pattern="[0-9 +()-]{10,20}" value="${escapeHtml(m.phone)}">
    <button type="submit">Continuar</button>
  </form>`,
  );
}

export function renderSignupError(detail: string): string {
  return page(
    'Erro no cadastro (simulação local)',
    `  <h1>Não foi possível continuar</h1>
  <p class="error" role="alert">${escapeHtml(detail)}</p>`,
  );
}

export interface SignupResult {
  code: string;
  phone_number_id: string;
  waba_id: string;
  business_id: string;
  display_phone_number: string;
  verified_name: string;
}

/**
 * The popup's last page. To its opener it posts what Meta's popup sends, the session message
 * {type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: {phone_number_id, waba_id, business_id}}, then
 * what FB.login's callback would get, {type: 'FB_LOGIN', status: 'connected', authResponse: {code}}
 * (there is no SDK here to hand it over). Posted to any origin: a code is useless without the app secret.
 */
export function renderSignupDone(r: SignupResult, nonce: string): string {
  const messages = [
    {
      type: 'WA_EMBEDDED_SIGNUP',
      event: 'FINISH',
      version: 3,
      data: { phone_number_id: r.phone_number_id, waba_id: r.waba_id, business_id: r.business_id },
    },
    { type: 'FB_LOGIN', status: 'connected', authResponse: { code: r.code } },
  ];
  // JSON inside <script>: '<' escaped so no text can close the element.
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  const script = `<script nonce="${nonce}">
  if (window.opener) {
    for (const m of ${json}) window.opener.postMessage(m, '*');
    window.close();
  }
</script>
`;
  const rows: Array<[string, string]> = [
    ['Código', r.code],
    ['Nome de exibição', r.verified_name],
    ['Número', r.display_phone_number],
    ['waba_id', r.waba_id],
    ['phone_number_id', r.phone_number_id],
  ];
  return page(
    'WhatsApp Business conectado (simulação local)',
    `  <h1>Tudo pronto!</h1>
  <p>O número foi conectado. Sem uma janela de origem, os dados ficam aqui:</p>
  <dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd data-field="${k}">${escapeHtml(v)}</dd>`).join('')}</dl>`,
    script,
  );
}
