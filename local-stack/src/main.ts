import { LOCAL_N8N_API_KEY } from './config.ts';
import { startStack } from './stack.ts';

/** `npm run stack`: the local Supabase-compatible backend on 54321 until Ctrl+C. */
const started = Date.now();
const stack = await startStack();
const { config } = stack;
const seconds = ((Date.now() - started) / 1000).toFixed(1);

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
  n8n (sandbox)      ${config.n8nApiUrl ?? `${stack.url}/sandbox/n8n/api/v1`}   (X-N8N-API-KEY: ${config.n8nApiUrl ? '(do ambiente)' : LOCAL_N8N_API_KEY})
  Google (sandbox)   ${config.googleCalendarApiUrl ?? `${stack.url}/sandbox/google/calendar/v3`}   (eventos por conta: GET /sandbox/google/_control/events)
  E-mail (sandbox)   ${config.resendApiUrl ?? `${stack.url}/sandbox/resend`}   (Resend: POST /emails; entregues na caixa de e-mails)
  anon key           ${config.anonKey}
  service_role key   ${config.serviceRoleKey}
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
