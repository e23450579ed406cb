import http from 'node:http';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createAuthApp } from './auth/index.ts';
import { readAuthRateLimits } from './auth/rate-limits-config.ts';
import {
  ASAAS_SANDBOX_PATH,
  EVOLUTION_SANDBOX_PATH,
  META_SANDBOX_PATH,
  GOOGLE_SANDBOX_PATH,
  loadConfig,
  N8N_SANDBOX_PATH,
  OPENAI_SANDBOX_PATH,
  RESEND_SANDBOX_PATH,
  type DbKind,
  type StackConfig,
} from './config.ts';
import { bootstrap, type BootstrapResult } from './db/bootstrap.ts';
import { PgliteDatabase } from './db/pglite.ts';
import { findPostgresBin, PostgresCluster } from './db/postgres.ts';
import type { Db } from './db/types.ts';
import { FunctionRuntime } from './functions/runtime.ts';
import { createGateway } from './gateway.ts';
import { Mailbox } from './mailbox.ts';
import { startN8n, type RunningN8n } from './n8n/engine.ts';
import { Postgrest } from './postgrest.ts';
import { startReminderTimer } from './reminders.ts';
import { createAsaasSandbox } from './sandboxes/asaas/index.ts';
import { createEvolutionSandbox, DEMO_WEBHOOK_SECRET } from './sandboxes/evolution/index.ts';
import { createGoogleSandbox } from './sandboxes/google/index.ts';
import { createMetaSandbox } from './sandboxes/meta/index.ts';
import { createN8nSandbox } from './sandboxes/n8n/index.ts';
import { createOpenAiSandbox } from './sandboxes/openai/index.ts';
import { createResendSandbox } from './sandboxes/resend/index.ts';
import { VoiceNotes } from './sandboxes/voiceNotes.ts';
import { createStorage, STORAGE_PATH } from './storage/routes.ts';

export interface RunningStack {
  config: StackConfig;
  dbKind: DbKind;
  url: string;
  dbUrl: string;
  bootstrap: BootstrapResult;
  /** Superuser access for tests and benchmarks (service code uses the API). */
  admin: Db;
  mailbox: Mailbox;
  /** The workflow engine the functions publish to: the real n8n the stack runs, its sandbox, or one set outside. */
  n8n: { kind: 'real' | 'sandbox' | 'external'; url: string; apiKey: string; engine: RunningN8n | null };
  stop(): Promise<void>;
}

interface Database {
  kind: DbKind;
  /** Where n8n keeps its data: the stack's PostgreSQL (null on PGlite: SQLite in the data folder). */
  n8nPostgres: { host: string; port: number; user: string; password: string } | null;
  admin: Db;
  exec(sql: string): Promise<void>;
  authDb: Db;
  restUri: string;
  url: string;
  stop(): Promise<void>;
}

async function startPostgres(config: StackConfig, bin: string): Promise<Database> {
  const cluster = PostgresCluster.prepare(bin, config.dataDir, config.dbPort, config.dbPassword);
  cluster.init();
  await cluster.start();
  const admin = cluster.db('postgres', 4);
  return {
    kind: 'postgres',
    n8nPostgres: { host: '127.0.0.1', port: config.dbPort, user: 'postgres', password: config.dbPassword },
    admin,
    exec: async (sql) => {
      await admin.query(sql);
    },
    // Like GoTrue, the auth server logs in as supabase_auth_admin, not as a superuser.
    authDb: cluster.db('supabase_auth_admin', 5),
    restUri: cluster.url('authenticator'),
    url: cluster.url('postgres'),
    stop: () => cluster.stop(),
  };
}

async function startPglite(config: StackConfig): Promise<Database> {
  const pglite = await PgliteDatabase.open(path.join(config.dataDir, 'pglite'));
  await pglite.listen(config.dbPort);
  const db = pglite.db();
  return {
    kind: 'pglite',
    n8nPostgres: null,
    admin: db,
    exec: (sql) => pglite.exec(sql),
    authDb: db,
    restUri: `postgres://authenticator:${encodeURIComponent(config.dbPassword)}@127.0.0.1:${config.dbPort}/postgres?sslmode=disable`,
    url: `postgres://postgres:${encodeURIComponent(config.dbPassword)}@127.0.0.1:${config.dbPort}/postgres?sslmode=disable`,
    stop: () => pglite.close(),
  };
}

function openDatabase(config: StackConfig): Promise<Database> {
  const bin = config.db === 'pglite' ? null : findPostgresBin();
  if (config.db === 'postgres' && !bin) throw new Error('LOCAL_DB=postgres but no PostgreSQL 15 is installed');
  return bin ? startPostgres(config, bin) : startPglite(config);
}

/**
 * The database alone, bootstrapped and migrated (what the type generator reads): its superuser URL
 * and a stop().
 */
export async function startDatabase(
  overrides: Partial<StackConfig> = {},
): Promise<{ kind: DbKind; url: string; stop(): Promise<void> }> {
  const config = { ...loadConfig(), ...overrides };
  const database = await openDatabase(config);
  try {
    await bootstrap(
      { query: (t, p) => database.admin.query(t, p), exec: database.exec },
      { seed: config.seed, rolePassword: config.dbPassword },
    );
  } catch (err) {
    await database.stop();
    throw err;
  }
  return { kind: database.kind, url: database.url, stop: () => database.stop() };
}

/**
 * CONVERSATION_IDLE_MINUTES as hosted Supabase keeps it (`alter database … set
 * app.conversation_idle_minutes`, read by public.conversation_idle_minutes()), for the sessions to
 * come and this one (PGlite's single session).
 */
async function setConversationIdleMinutes(admin: { query: (text: string) => Promise<unknown> }, minutes: number) {
  const value = String(Math.max(1, Math.trunc(minutes)));
  await admin.query(
    `do $$ begin execute format('alter database %I set app.conversation_idle_minutes = %L', current_database(), '${value}'); end $$`,
  );
  await admin.query(`set app.conversation_idle_minutes = '${value}'`);
}

/** Brings up database, bootstrap, PostgREST, auth, functions and the gateway; stop() takes them down. */
export async function startStack(overrides: Partial<StackConfig> = {}): Promise<RunningStack> {
  const config = { ...loadConfig(), ...overrides };
  const database = await openDatabase(config);
  const stops: Array<() => Promise<void>> = [() => database.stop()];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    const result = await bootstrap(
      { query: (t, p) => database.admin.query(t, p), exec: database.exec },
      { seed: config.seed, rolePassword: config.dbPassword },
    );
    if (config.conversationIdleMinutes !== null) {
      await setConversationIdleMinutes(database.admin, config.conversationIdleMinutes);
    }

    const postgrest = new Postgrest({
      dbUri: database.restUri,
      port: config.restPort,
      jwtSecret: config.jwtSecret,
      singleConnection: database.kind === 'pglite',
      quiet: config.quiet,
    });
    await postgrest.start();
    stops.push(() => postgrest.stop());

    // The real n8n starts now (its first start takes a while) and is awaited before the functions,
    // which are handed its URL and API key.
    const engine =
      config.n8n === 'real' && !config.n8nApiUrl ? startEngine(config, database, (s) => stops.push(s)) : null;
    engine?.catch(() => {}); // its failure is thrown where it is awaited

    const mailbox = new Mailbox(config.dataDir);
    const googleSandboxUrl = `${config.apiExternalUrl}${GOOGLE_SANDBOX_PATH}`;
    const googleOAuthUrl = config.googleOAuthUrl ?? `${googleSandboxUrl}/o/oauth2/v2/auth`;
    const googleTokenUrl = config.googleTokenUrl ?? `${googleSandboxUrl}/token`;
    const auth = createAuthApp({
      db: database.authDb,
      jwtSecret: config.jwtSecret,
      secretKeys: [config.secretKey],
      apiExternalUrl: config.apiExternalUrl,
      siteUrl: config.siteUrl,
      additionalRedirectUrls: config.additionalRedirectUrls,
      mailer: mailbox,
      // Sign-in with Google goes through Google's OAuth (the sandbox's, unless real URLs are set).
      google: {
        clientId: config.googleClientId,
        clientSecret: config.googleClientSecret,
        authorizeUrl: googleOAuthUrl,
        tokenUrl: googleTokenUrl,
        userInfoUrl: config.googleUserInfoUrl ?? `${googleSandboxUrl}/oauth2/v3/userinfo`,
      },
      rateLimit: {
        passwordAttemptsPerWindow: config.passwordAttemptsPerWindow,
        windowMs: 5 * 60_000,
        ...readAuthRateLimits(config.authConfigFile),
      },
    });
    const n8nEngine = engine ? await engine : null;
    const n8nTarget = n8nEngine
      ? { kind: 'real' as const, url: n8nEngine.url, apiKey: n8nEngine.apiKey }
      : config.n8nApiUrl
        ? { kind: 'external' as const, url: config.n8nApiUrl.replace(/\/api\/v1\/?$/, ''), apiKey: config.n8nApiKey }
        : { kind: 'sandbox' as const, url: `${config.apiExternalUrl}${N8N_SANDBOX_PATH}`, apiKey: config.n8nApiKey };
    const functions = new FunctionRuntime({
      quiet: config.quiet,
      startTimeoutMs: 60_000,
      env: {
        SUPABASE_URL: config.apiExternalUrl,
        SUPABASE_ANON_KEY: config.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
        // As hosted Supabase and the CLI hand the new API keys to the functions: a JSON dictionary.
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: config.secretKey }),
        SUPABASE_DB_URL: database.url,
        ASAAS_BASE_URL: config.asaasBaseUrl ?? `${config.apiExternalUrl}${ASAAS_SANDBOX_PATH}/v3`,
        ASAAS_API_KEY: config.asaasApiKey,
        ASAAS_WEBHOOK_TOKEN: config.asaasWebhookToken,
        ASAAS_TIMEOUT_MS: String(config.asaasTimeoutMs),
        EVOLUTION_API_URL: config.evolutionApiUrl ?? `${config.apiExternalUrl}${EVOLUTION_SANDBOX_PATH}`,
        EVOLUTION_API_KEY: config.evolutionApiKey,
        EVOLUTION_TIMEOUT_MS: String(config.evolutionTimeoutMs),
        // The official channel (Meta's Cloud API and its Embedded Signup): the local sandbox unless set.
        META_APP_ID: config.metaAppId,
        META_APP_SECRET: config.metaAppSecret,
        META_CONFIG_ID: config.metaConfigId,
        META_VERIFY_TOKEN: config.metaVerifyToken,
        META_GRAPH_URL: config.metaGraphUrl ?? `${config.apiExternalUrl}${META_SANDBOX_PATH}`,
        META_DIALOG_URL: config.metaGraphUrl
          ? 'https://www.facebook.com'
          : `${config.apiExternalUrl}${META_SANDBOX_PATH}`,
        N8N_API_URL: config.n8nApiUrl ?? `${n8nTarget.url}/api/v1`,
        N8N_API_KEY: n8nTarget.apiKey,
        N8N_WEBHOOK_URL: config.n8nWebhookUrl ?? n8nTarget.url,
        // The assistants' model: the local model sandbox unless a real OpenAI-compatible one is set.
        OPENAI_BASE_URL: config.openaiBaseUrl ?? `${config.apiExternalUrl}${OPENAI_SANDBOX_PATH}/v1`,
        OPENAI_API_KEY: config.openaiApiKey,
        // Voice notes: the same OpenAI-compatible server transcribes them.
        TRANSCRIPTION_WAIT_MS: String(config.transcriptionWaitMs),
        MEDIA_RETENTION_DAYS: String(config.mediaRetentionDays),
        N8N_OPENAI_CREDENTIAL_ID: config.n8nOpenAiCredentialId,
        N8N_TIMEOUT_MS: String(config.n8nTimeoutMs),
        // How long whatsapp-webhook waits for the workflow's webhook before keeping the message for later.
        ASSISTANT_FORWARD_TIMEOUT_MS: String(config.n8nTimeoutMs),
        GOOGLE_OAUTH_URL: googleOAuthUrl,
        GOOGLE_TOKEN_URL: googleTokenUrl,
        GOOGLE_CALENDAR_API_URL: config.googleCalendarApiUrl ?? `${googleSandboxUrl}/calendar/v3`,
        GOOGLE_CLIENT_ID: config.googleClientId,
        GOOGLE_CLIENT_SECRET: config.googleClientSecret,
        GOOGLE_TIMEOUT_MS: String(config.googleTimeoutMs),
        // Transactional e-mail (the reminders) through Resend's API: the local sandbox unless set.
        RESEND_API_URL: config.resendApiUrl ?? `${config.apiExternalUrl}${RESEND_SANDBOX_PATH}`,
        RESEND_API_KEY: config.resendApiKey,
        EMAIL_FROM: config.emailFrom,
        // The site's address: where google-calendar sends the browser back to, links in messages.
        SITE_URL: config.siteUrl,
        ADDITIONAL_REDIRECT_URLS: config.additionalRedirectUrls.join(','),
      },
    });
    stops.push(() => functions.stop());
    // Asaas's sandbox, delivering its webhooks to the payments-webhook function through the gateway.
    const asaas = createAsaasSandbox({
      apiKey: config.asaasApiKey,
      publicUrl: `${config.apiExternalUrl}${ASAAS_SANDBOX_PATH}`,
      webhook: functions.functions.has('payments-webhook')
        ? { url: `${config.apiExternalUrl}/functions/v1/payments-webhook`, token: config.asaasWebhookToken }
        : null,
      dataFile: path.join(config.dataDir, 'asaas-sandbox.json'),
      seedDemo: config.seed,
    });
    stops.push(async () => asaas.close());
    // What the clients' voice notes say: the WhatsApp sandboxes register it, the model's transcribes it.
    const voiceNotes = new VoiceNotes();
    // The WhatsApp gateway's sandbox, with the demo clinic's connected number on a fresh stack.
    const evolution = createEvolutionSandbox({
      voiceNotes,
      apiKey: config.evolutionApiKey,
      publicUrl: `${config.apiExternalUrl}${EVOLUTION_SANDBOX_PATH}`,
      dataFile: path.join(config.dataDir, 'evolution-sandbox.json'),
      seedDemo: config.seed,
      // The demo number delivers to whatsapp-webhook with the settings every instance gets
      // (supabase/functions/_shared/instanceWebhook.ts): its own secret, seeded on its row (seed.sql).
      demoWebhook: functions.functions.has('whatsapp-webhook')
        ? {
            url: `${config.apiExternalUrl}/functions/v1/whatsapp-webhook`,
            headers: { 'x-webhook-token': DEMO_WEBHOOK_SECRET },
            events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT', 'MESSAGES_UPDATE', 'SEND_MESSAGE'],
          }
        : null,
    });
    stops.push(async () => evolution.close());
    // Meta's WhatsApp Cloud API, delivering its signed webhooks to whatsapp-cloud-webhook once it exists.
    const meta = createMetaSandbox({
      voiceNotes,
      appId: config.metaAppId,
      appSecret: config.metaAppSecret,
      configId: config.metaConfigId,
      verifyToken: config.metaVerifyToken,
      publicUrl: `${config.apiExternalUrl}${META_SANDBOX_PATH}`,
      webhookUrl: functions.functions.has('whatsapp-cloud-webhook')
        ? `${config.apiExternalUrl}/functions/v1/whatsapp-cloud-webhook`
        : null,
      approveAfterMs: config.metaTemplateApproveMs,
      dataFile: path.join(config.dataDir, 'meta-sandbox.json'),
    });
    stops.push(async () => meta.close());
    // n8n's public API and live webhooks, where agent-activate publishes each customer's assistant.
    const n8n =
      n8nTarget.kind === 'sandbox'
        ? createN8nSandbox({ apiKey: config.n8nApiKey, dataFile: path.join(config.dataDir, 'n8n-sandbox.json') })
        : null;
    if (n8n) stops.push(async () => n8n.close());
    // An OpenAI-compatible model holding the assistant's booking conversation (deterministic, pt-BR).
    const openai = createOpenAiSandbox({ apiKey: config.openaiApiKey, voiceNotes });
    // Google's OAuth server and Calendar API: the sign-in of the auth server and the calendar sync
    // (google-calendar functions), one OAuth client with both redirect URIs.
    const google = createGoogleSandbox({
      clientId: config.googleClientId,
      clientSecret: config.googleClientSecret,
      redirectUris: [
        `${config.apiExternalUrl}/auth/v1/callback`,
        `${config.apiExternalUrl}/functions/v1/google-calendar-callback`,
      ],
      accessTokenTtlSeconds: config.googleAccessTokenTtlSeconds,
      publicUrl: googleSandboxUrl,
      dataFile: path.join(config.dataDir, 'google-sandbox.json'),
    });
    stops.push(async () => google.close());
    // Resend's e-mail API, delivering what it accepts to the mailbox.
    const resend = createResendSandbox({
      apiKey: config.resendApiKey,
      mailer: mailbox,
      dataFile: path.join(config.dataDir, 'resend-sandbox.json'),
    });
    stops.push(async () => resend.close());
    const gateway = createGateway({
      restPort: config.restPort,
      jwtSecret: config.jwtSecret,
      secretKey: { key: config.secretKey, serviceRoleJwt: config.serviceRoleKey },
      auth,
      functions,
      mailbox,
      sandboxes: new Map([
        [ASAAS_SANDBOX_PATH, asaas.app],
        [EVOLUTION_SANDBOX_PATH, evolution.app],
        [META_SANDBOX_PATH, meta.app],
        ...(n8n ? [[N8N_SANDBOX_PATH, n8n.app] as const] : []),
        [OPENAI_SANDBOX_PATH, openai.app],
        [GOOGLE_SANDBOX_PATH, google.app],
        [RESEND_SANDBOX_PATH, resend.app],
      ]),
      info: { database: database.kind, functions: [...functions.functions.keys()] },
      formTargets: [config.apiExternalUrl, config.siteUrl, ...config.additionalRedirectUrls],
    });
    // Supabase Storage (src/storage/): mounted past the gateway's apikey check and body limit, as
    // Storage checks its callers itself, serves signed URLs to anyone, and takes files up to 50 MiB.
    const storage = createStorage({
      jwtSecret: config.jwtSecret,
      secretKeys: [config.secretKey],
      dataDir: config.dataDir,
    });
    stops.push(async () => storage.close());
    gateway.route(STORAGE_PATH, storage.app);
    const server = createAdaptorServer({ fetch: gateway.fetch }) as http.Server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, '127.0.0.1', () => resolve());
    });
    stops.push(() => closeServer(server));
    // Each function's Deno process starts in the background; a request to one still starting waits.
    functions.startAll();
    // The schema's scheduled jobs run by themselves, as pg_cron + pg_net run them on Supabase.
    if (config.reminderTickMs > 0 && functions.functions.has('reminders-dispatch')) {
      const reminders = await startReminderTimer({
        admin: database.admin,
        functionsUrl: `http://127.0.0.1:${config.port}/functions/v1`,
        functions: new Set(functions.functions.keys()),
        serviceRoleKey: config.serviceRoleKey,
        intervalMs: config.reminderTickMs,
        log: (line) => console.error(line),
      });
      stops.push(() => reminders.stop());
    }

    return {
      config,
      dbKind: database.kind,
      url: `http://127.0.0.1:${config.port}`,
      dbUrl: database.url,
      bootstrap: result,
      admin: database.admin,
      mailbox,
      n8n: { ...n8nTarget, engine: n8nEngine },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The real n8n on the stack's database (its own `n8n` database on PostgreSQL), stopped before it. */
async function startEngine(
  config: StackConfig,
  database: Database,
  onStop: (stop: () => Promise<void>) => void,
): Promise<RunningN8n> {
  if (database.n8nPostgres) {
    const exists = await database.admin.query(`select 1 from pg_database where datname = 'n8n'`);
    if (!exists.rows.length) await database.exec('create database n8n');
  }
  const engine = await startN8n({
    port: config.n8nPort,
    dataDir: config.dataDir,
    postgres: database.n8nPostgres,
    verbose: config.n8nVerbose,
    queue: config.n8nQueue,
    log: (line) => console.log(line),
  });
  onStop(() => engine.stop());
  return engine;
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
