import { OPENAI_SANDBOX_PATH } from './config.ts';
import { startStack } from './stack.ts';

/** `npm run stack`: the local Supabase-compatible backend on 54321 until Ctrl+C. */
const started = Date.now();
const stack = await startStack();
const { config } = stack;
const seconds = ((Date.now() - started) / 1000).toFixed(1);

/** Where the assistants' workflows run, and how to open it. */
function n8nLine(): string {
  const { n8n } = stack;
  if (n8n.kind === 'real') {
    const seconds = ((n8n.engine?.startMs ?? 0) / 1000).toFixed(1);
    return `  n8n                ${n8n.url}   (editor: ${n8n.engine?.login.email} / ${n8n.engine?.login.password}; pronto em ${seconds}s)`;
  }
  if (n8n.kind === 'sandbox')
    return `  n8n (sandbox)      ${n8n.url}/api/v1   (LOCAL_N8N=sandbox; X-N8N-API-KEY: ${n8n.apiKey})`;
  return `  n8n                ${n8n.url}   (N8N_API_URL do ambiente)`;
}

if (config.quiet) {
  console.log(`Backend local pronto em ${seconds}s em ${stack.url}`);
} else {
  console.log(`
Backend local pronto em ${seconds}s (banco: ${stack.dbKind === 'postgres' ? 'PostgreSQL 15' : 'PGlite'})

  API (Supabase)     ${stack.url}            (REST /rest/v1, Auth /auth/v1, Functions /functions/v1 on Deno 2.1.4)
  Banco              ${stack.dbUrl}
  Caixa de e-mails   ${stack.url}/mailbox
  Asaas (sandbox)    ${config.asaasBaseUrl ?? `${stack.url}/sandbox/asaas/v3`}   (pagar: POST /sandbox/payment/{id}/confirm)
  WhatsApp (sandbox) ${config.evolutionApiUrl ?? `${stack.url}/sandbox/evolution`}   (mensagens enviadas: GET /_control/messages)
${n8nLine()}
  Modelo (sandbox)   ${config.openaiBaseUrl ?? `${stack.url}${OPENAI_SANDBOX_PATH}/v1`}   (OpenAI-compatível; OPENAI_BASE_URL e OPENAI_API_KEY apontam outro)
  Google (sandbox)   ${config.googleCalendarApiUrl ?? `${stack.url}/sandbox/google/calendar/v3`}   (eventos por conta: GET /sandbox/google/_control/events)
  E-mail (sandbox)   ${config.resendApiUrl ?? `${stack.url}/sandbox/resend`}   (Resend: POST /emails; entregues na caixa de e-mails)
  anon key           ${config.anonKey}
  service_role key   ${config.serviceRoleKey}
  secret key         ${config.secretKey}
${stack.bootstrap.applied.length ? `  Migrações aplicadas agora: ${stack.bootstrap.applied.length}\n` : ''}${stack.bootstrap.seeded ? '  Dados de demonstração carregados (supabase/seed.sql)\n' : ''}
  Cliente demo       demo@clinicabemestar.com.br / demo12345
  Desenvolvedor      /dev-login: usuário dev / dev12345 (conta dev@atende.ai)
  Equipe técnica     /technical-login: suporte@atende.ai / suporte12345

Os dados ficam em ${config.dataDir}. Ctrl+C para parar.
`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nParando o backend local…');
    stack.stop().then(() => process.exit(0));
  });
}
