import path from 'node:path';
import type { N8nQueue } from './n8n/queue.ts';
import { repoRoot, stackRoot } from './paths.ts';

export { repoRoot, stackRoot };

/** Supabase CLI's published local-development secret and demo keys. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/**
 * The Supabase CLI's published local secret API key (an opaque `sb_secret_` key, standing for the
 * service role as hosted Supabase's new keys do). Supabase Auth takes a visitor's address from
 * Sb-Forwarded-For only on a request made with such a key, never with the legacy service_role JWT.
 */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** Where the gateway mounts the Asaas sandbox (its API is under `${ASAAS_SANDBOX_PATH}/v3`). */
export const ASAAS_SANDBOX_PATH = '/sandbox/asaas';
/** Local-only stand-ins for the Asaas key and webhook secret; real ones come from the environment. */
export const LOCAL_ASAAS_API_KEY = '$aact_hmlg_local_sandbox_key_atende_ai';
export const LOCAL_ASAAS_WEBHOOK_TOKEN = 'local-asaas-webhook-token-atende-ai';

/** Where the gateway mounts the Evolution API sandbox (the WhatsApp gateway). */
export const EVOLUTION_SANDBOX_PATH = '/sandbox/evolution';
/** Local-only stand-in for the gateway's global API key; a real one comes from the environment. */
export const LOCAL_EVOLUTION_API_KEY = 'local-evolution-api-key-atende-ai';

/** Where the gateway mounts the Meta sandbox (WhatsApp Cloud API: graph.facebook.com/v{N} under it). */
export const META_SANDBOX_PATH = '/sandbox/meta';
/** Local-only stand-ins for the Meta app's id, secret, Embedded Signup config and webhook verify token. */
export const LOCAL_META_APP_ID = '1000000000000001';
export const LOCAL_META_APP_SECRET = 'local-meta-app-secret-atende-ai';
export const LOCAL_META_CONFIG_ID = '2000000000000002';
export const LOCAL_META_VERIFY_TOKEN = 'local-meta-verify-token-atende-ai';

/** Where the gateway mounts the n8n sandbox (public API under `/api/v1`, live webhooks under `/webhook`). */
export const N8N_SANDBOX_PATH = '/sandbox/n8n';
/** Local-only stand-in for an n8n API key (X-N8N-API-KEY); a real one comes from the environment. */
export const LOCAL_N8N_API_KEY = 'local-n8n-api-key-atende-ai';
/** Where the gateway mounts the language model sandbox (OpenAI-compatible, under `/v1`). */
export const OPENAI_SANDBOX_PATH = '/sandbox/openai';
/** The model sandbox's key; a real model's comes from OPENAI_API_KEY. */
export const LOCAL_OPENAI_API_KEY = 'sk-local-sandbox-atende-ai';

/** Where the gateway mounts the Google sandbox (OAuth 2.0 consent, token, revoke and Calendar API v3). */
export const GOOGLE_SANDBOX_PATH = '/sandbox/google';
/** Local-only stand-ins for the calendar sync's OAuth client; real ones come from the environment. */
export const LOCAL_GOOGLE_CLIENT_ID = 'local-atende-ai.apps.googleusercontent.com';
export const LOCAL_GOOGLE_CLIENT_SECRET = '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ai';

/** Where the gateway mounts the Resend sandbox (transactional e-mail: POST /emails). */
export const RESEND_SANDBOX_PATH = '/sandbox/resend';
/** Local-only stand-in for a Resend API key; a real one comes from the environment. */
export const LOCAL_RESEND_API_KEY = 're_local_sandbox_key_atende_ai';
/** The sender of the reminder e-mails, unless the environment names another. */
export const DEFAULT_EMAIL_FROM = 'Atende AI <lembretes@atende.ai>';

export type DbKind = 'postgres' | 'pglite';

export interface StackConfig {
  db: DbKind | 'auto';
  /** Gateway port (Supabase's local default 54321). */
  port: number;
  /** PostgreSQL / PGlite wire port (54322). */
  dbPort: number;
  /** PostgREST's own port, reached only through the gateway. */
  restPort: number;
  dataDir: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The secret API key (`sb_secret_…`): the service role for the gateway, and what lets a server name its visitor to the auth server. */
  secretKey: string;
  siteUrl: string;
  apiExternalUrl: string;
  additionalRedirectUrls: string[];
  /** Apply supabase/seed.sql on a fresh database. */
  seed: boolean;
  /** Database password of postgres, authenticator and supabase_auth_admin (local only). */
  dbPassword: string;
  /** Password attempts allowed per window before 429 (per e-mail and IP). */
  passwordAttemptsPerWindow: number;
  /** The config.toml whose `[auth.rate_limit]` the auth server enforces (default supabase/config.toml). */
  authConfigFile: string;
  /** Asaas v3 API the payment functions call; null: the local sandbox (`${apiExternalUrl}/sandbox/asaas/v3`). */
  asaasBaseUrl: string | null;
  /** Key the functions send and the sandbox accepts (a sandbox-style `$aact_hmlg_` key, local only). */
  asaasApiKey: string;
  /** Shared secret of Asaas's webhook (`asaas-access-token`), known to the sandbox and the webhook function. */
  asaasWebhookToken: string;
  /** Time-out of each call the functions make to Asaas. */
  asaasTimeoutMs: number;
  /** Evolution API the functions call; null: the local sandbox (`${apiExternalUrl}/sandbox/evolution`). */
  evolutionApiUrl: string | null;
  /** The gateway's global key (`apikey` header), known to the sandbox and the functions. */
  evolutionApiKey: string;
  /** Time-out of each call the functions make to the gateway (30 s by default). */
  evolutionTimeoutMs: number;
  /** The Meta app (WhatsApp Cloud API): its id, secret, Embedded Signup config and webhook verify token. */
  metaAppId: string;
  metaAppSecret: string;
  metaConfigId: string;
  metaVerifyToken: string;
  /** How long the Meta sandbox keeps a new template PENDING before approving (or rejecting) it. */
  metaTemplateApproveMs: number;
  /** Meta's Graph API the functions call; null: the local sandbox (`${apiExternalUrl}/sandbox/meta`). */
  metaGraphUrl: string | null;
  /** n8n public API v1 the functions call; null: the local sandbox (`${apiExternalUrl}/sandbox/n8n/api/v1`). */
  n8nApiUrl: string | null;
  /** The n8n API key (X-N8N-API-KEY), known to the sandbox and the functions. */
  n8nApiKey: string;
  /** n8n's public base for production webhooks (its WEBHOOK_URL); null: the local sandbox. */
  n8nWebhookUrl: string | null;
  /** Time-out of each call the functions make to n8n. */
  n8nTimeoutMs: number;
  /**
   * The workflow engine when no n8nApiUrl is set: 'real' runs the pinned n8n (installed on first use)
   * on n8nPort; 'sandbox' the light stand-in at /sandbox/n8n, for a quick start (LOCAL_N8N).
   */
  n8n: 'real' | 'sandbox';
  /** The real n8n's port (5678). */
  n8nPort: number;
  /** Print n8n's own log lines. */
  n8nVerbose: boolean;
  /**
   * The real n8n in queue mode (a main process for the API and webhooks, `workers` worker processes
   * taking executions from Redis at redisPort, each `concurrency` at a time); null: one process. The
   * assistant bench sets it (BENCH_N8N_WORKERS); n8n's queue mode needs PostgreSQL.
   */
  n8nQueue: N8nQueue | null;
  /** The assistant's OpenAI-compatible model; null: the local model sandbox. */
  openaiBaseUrl: string | null;
  openaiApiKey: string;
  /** How long a client's answer waits for a voice note's transcript (later ones are only attached). */
  transcriptionWaitMs: number;
  /** Days clients' media are kept before the minute jobs delete them. */
  mediaRetentionDays: number;
  /** An OpenAI credential already in n8n for the assistants to use, instead of one made from the two above. */
  n8nOpenAiCredentialId: string;
  /** Google's authorization endpoint; null: the local sandbox's consent page. */
  googleOAuthUrl: string | null;
  /** Google's token endpoint; null: the local sandbox (`…/sandbox/google/token`). */
  googleTokenUrl: string | null;
  /** Calendar API v3 base; null: the local sandbox (`…/sandbox/google/calendar/v3`). */
  googleCalendarApiUrl: string | null;
  /** Google's OpenID userinfo endpoint, read by the auth server; null: the local sandbox (`…/sandbox/google/oauth2/v3/userinfo`). */
  googleUserInfoUrl: string | null;
  /** The calendar sync's OAuth client, known to the sandbox and the functions. */
  googleClientId: string;
  googleClientSecret: string;
  /** Lifetime of the sandbox's access tokens (Google: 3599 s); short in tests so refresh is exercised. */
  googleAccessTokenTtlSeconds: number;
  /** Time-out of each call the functions make to Google. */
  googleTimeoutMs: number;
  /** Resend's API the functions send e-mail through; null: the local sandbox (`${apiExternalUrl}/sandbox/resend`). */
  resendApiUrl: string | null;
  /** The Resend API key (`Authorization: Bearer`), known to the sandbox and the functions. */
  resendApiKey: string;
  /** The From of the e-mails the functions send ('Name <address>'). */
  emailFrom: string;
  /** How often the stack queues due reminders (without pg_cron) and calls their dispatcher; 0: never. */
  reminderTickMs: number;
  /** CONVERSATION_IDLE_MINUTES: silence that closes an attendance; null: the database's default (30). */
  conversationIdleMinutes: number | null;
  quiet: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** Every value can be overridden by the environment; production values never live in the repo. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const port = int(env.STACK_PORT, 54321);
  const db = (env.LOCAL_DB ?? 'auto') as StackConfig['db'];
  if (env.LOCAL_N8N && !['real', 'sandbox'].includes(env.LOCAL_N8N)) {
    throw new Error(`LOCAL_N8N must be real or sandbox, got "${env.LOCAL_N8N}"`);
  }
  if (!['auto', 'postgres', 'pglite'].includes(db)) {
    throw new Error(`LOCAL_DB must be postgres or pglite, got "${db}"`);
  }
  return {
    db,
    port,
    dbPort: int(env.STACK_DB_PORT, port + 1),
    restPort: int(env.STACK_REST_PORT, port + 10),
    dataDir: path.resolve(env.STACK_DATA_DIR ?? path.join(stackRoot, '.data')),
    jwtSecret: env.JWT_SECRET ?? LOCAL_JWT_SECRET,
    anonKey: env.ANON_KEY ?? LOCAL_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY ?? LOCAL_SERVICE_ROLE_KEY,
    secretKey: env.SECRET_KEY ?? LOCAL_SECRET_KEY,
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    apiExternalUrl: env.API_EXTERNAL_URL ?? `http://127.0.0.1:${port}`,
    // The assistant setup running alone (`npm run dev -w mf-agent`, port 3004) is a page Google's
    // consent may send the owner back to.
    additionalRedirectUrls: (
      env.ADDITIONAL_REDIRECT_URLS ?? 'http://localhost:3000/auth/callback,http://localhost:3004/user-dashboard/agent'
    )
      .split(',')
      .filter(Boolean),
    seed: env.STACK_SEED !== 'false',
    dbPassword: env.STACK_DB_PASSWORD ?? 'postgres',
    passwordAttemptsPerWindow: int(env.AUTH_PASSWORD_ATTEMPTS, 30),
    authConfigFile: env.AUTH_CONFIG_FILE || path.join(repoRoot, 'supabase', 'config.toml'),
    asaasBaseUrl: env.ASAAS_BASE_URL || null,
    asaasApiKey: env.ASAAS_API_KEY ?? LOCAL_ASAAS_API_KEY,
    asaasWebhookToken: env.ASAAS_WEBHOOK_TOKEN ?? LOCAL_ASAAS_WEBHOOK_TOKEN,
    asaasTimeoutMs: int(env.ASAAS_TIMEOUT_MS, 15_000),
    evolutionApiUrl: env.EVOLUTION_API_URL || null,
    evolutionApiKey: env.EVOLUTION_API_KEY ?? LOCAL_EVOLUTION_API_KEY,
    evolutionTimeoutMs: int(env.EVOLUTION_TIMEOUT_MS, 30_000),
    metaAppId: env.META_APP_ID ?? LOCAL_META_APP_ID,
    metaAppSecret: env.META_APP_SECRET ?? LOCAL_META_APP_SECRET,
    metaConfigId: env.META_CONFIG_ID ?? LOCAL_META_CONFIG_ID,
    metaVerifyToken: env.META_VERIFY_TOKEN ?? LOCAL_META_VERIFY_TOKEN,
    metaTemplateApproveMs: int(env.META_TEMPLATE_APPROVE_MS, 3000),
    metaGraphUrl: env.META_GRAPH_URL || null,
    n8nApiUrl: env.N8N_API_URL || null,
    n8nApiKey: env.N8N_API_KEY ?? LOCAL_N8N_API_KEY,
    n8nWebhookUrl: env.N8N_WEBHOOK_URL || null,
    n8nTimeoutMs: int(env.N8N_TIMEOUT_MS, 15_000),
    n8n: env.LOCAL_N8N === 'sandbox' ? 'sandbox' : 'real',
    n8nPort: int(env.N8N_PORT, 5678),
    n8nVerbose: env.N8N_VERBOSE === 'true',
    n8nQueue: null,
    openaiBaseUrl: env.OPENAI_BASE_URL || null,
    openaiApiKey: env.OPENAI_API_KEY ?? LOCAL_OPENAI_API_KEY,
    transcriptionWaitMs: int(env.TRANSCRIPTION_WAIT_MS, 20_000),
    mediaRetentionDays: int(env.MEDIA_RETENTION_DAYS, 90),
    n8nOpenAiCredentialId: env.N8N_OPENAI_CREDENTIAL_ID ?? '',
    googleOAuthUrl: env.GOOGLE_OAUTH_URL || null,
    googleTokenUrl: env.GOOGLE_TOKEN_URL || null,
    googleCalendarApiUrl: env.GOOGLE_CALENDAR_API_URL || null,
    googleUserInfoUrl: env.GOOGLE_USERINFO_URL || null,
    googleClientId: env.GOOGLE_CLIENT_ID ?? LOCAL_GOOGLE_CLIENT_ID,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET ?? LOCAL_GOOGLE_CLIENT_SECRET,
    googleAccessTokenTtlSeconds: int(env.GOOGLE_ACCESS_TOKEN_TTL, 3599),
    googleTimeoutMs: int(env.GOOGLE_TIMEOUT_MS, 15_000),
    resendApiUrl: env.RESEND_API_URL || null,
    resendApiKey: env.RESEND_API_KEY ?? LOCAL_RESEND_API_KEY,
    emailFrom: env.EMAIL_FROM || DEFAULT_EMAIL_FROM,
    reminderTickMs: int(env.REMINDER_TICK_MS, 60_000),
    conversationIdleMinutes: env.CONVERSATION_IDLE_MINUTES ? int(env.CONVERSATION_IDLE_MINUTES, 30) : null,
    quiet: env.STACK_QUIET === 'true',
  };
}
