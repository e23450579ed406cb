// Server-side secrets must never reach a file the browser can download. This scan reads every file of
// the apps' dist folders (scripts, source maps, license notes, JSON, HTML…) and reports each secret it
// finds by the secret's NAME and the file: the value itself is never printed.
//
// What counts as a secret:
// - the values the backend really uses: each setting below, from the environment when it is set (a CI
//   that builds for production scans with the production values), else the local stack's stand-in
//   from local-stack/src/config.ts;
// - shapes that are secret whatever their value: a JWT whose payload says role service_role, an
//   Asaas key ($aact_…), a Supabase secret key (sb_secret_…), a Google OAuth client secret
//   (GOCSPX-…), a PEM private key.
// The anon key and the Google client id are public by design and are not looked for.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STACK_CONFIG_FILE = path.join(repoRoot, 'local-stack', 'src', 'config.ts');

/**
 * The backend's secrets: the variables the functions and the stack read them from, and the constant
 * of local-stack/src/config.ts holding the local stand-in (null: no local default).
 */
export const SECRET_SETTINGS = [
  {
    name: 'SUPABASE_SERVICE_ROLE_KEY',
    env: ['SUPABASE_SERVICE_ROLE_KEY', 'SERVICE_ROLE_KEY'],
    local: 'LOCAL_SERVICE_ROLE_KEY',
  },
  { name: 'JWT_SECRET', env: ['JWT_SECRET', 'SUPABASE_JWT_SECRET'], local: 'LOCAL_JWT_SECRET' },
  { name: 'SUPABASE_SECRET_KEY', env: ['SECRET_KEY', 'SUPABASE_SECRET_KEY'], local: 'LOCAL_SECRET_KEY' },
  { name: 'ASAAS_API_KEY', env: ['ASAAS_API_KEY'], local: 'LOCAL_ASAAS_API_KEY' },
  { name: 'ASAAS_WEBHOOK_TOKEN', env: ['ASAAS_WEBHOOK_TOKEN'], local: 'LOCAL_ASAAS_WEBHOOK_TOKEN' },
  { name: 'EVOLUTION_API_KEY', env: ['EVOLUTION_API_KEY'], local: 'LOCAL_EVOLUTION_API_KEY' },
  { name: 'N8N_API_KEY', env: ['N8N_API_KEY'], local: 'LOCAL_N8N_API_KEY' },
  // The assistants' language model (agent-activate makes n8n's credential from it).
  { name: 'OPENAI_API_KEY', env: ['OPENAI_API_KEY'], local: 'LOCAL_OPENAI_API_KEY' },
  // Signs the secret header of each assistant's webhook (supabase/functions/_shared/assistantForward.ts).
  { name: 'ASSISTANT_WEBHOOK_KEY', env: ['ASSISTANT_WEBHOOK_KEY'], local: null },
  // The e-mail provider's key (reminders by e-mail, supabase/functions/_shared/email.ts).
  { name: 'RESEND_API_KEY', env: ['RESEND_API_KEY'], local: 'LOCAL_RESEND_API_KEY' },
  { name: 'GOOGLE_CLIENT_SECRET', env: ['GOOGLE_CLIENT_SECRET'], local: 'LOCAL_GOOGLE_CLIENT_SECRET' },
  // Signs the calendar sync's OAuth state (supabase/functions/_shared/signedState.ts).
  { name: 'GOOGLE_STATE_SECRET', env: ['GOOGLE_STATE_SECRET'], local: null },
  // Meta's app secret signs the Cloud API's webhooks; the verify token answers its handshake.
  { name: 'META_APP_SECRET', env: ['META_APP_SECRET'], local: 'LOCAL_META_APP_SECRET' },
  { name: 'META_VERIFY_TOKEN', env: ['META_VERIFY_TOKEN'], local: 'LOCAL_META_VERIFY_TOKEN' },
  // Seals the Cloud API business tokens at rest (supabase/functions/_shared/channel/tokenBox.ts).
  { name: 'TOKEN_ENCRYPTION_KEY', env: ['TOKEN_ENCRYPTION_KEY'], local: null },
  { name: 'STACK_DB_PASSWORD', env: ['STACK_DB_PASSWORD', 'POSTGRES_PASSWORD'], local: null },
];

/**
 * Constants of local-stack/src/config.ts that are public by design (allowed in bundles).
 * @internal exported for its test
 */
// Meta's app id and Embedded Signup configuration id are given to the browser's SDK.
export const PUBLIC_LOCAL_CONSTANTS = [
  'LOCAL_ANON_KEY',
  'LOCAL_GOOGLE_CLIENT_ID',
  'LOCAL_META_APP_ID',
  'LOCAL_META_CONFIG_ID',
];

/** Shorter values are not looked for (too likely to occur by chance; a real secret is longer). */
const MIN_SECRET_LENGTH = 12;

/** The string constants a TypeScript file exports (`export const NAME = '…'`, a break after `=` allowed). */
export function exportedStrings(source) {
  const out = new Map();
  for (const m of source.matchAll(/export\s+const\s+([A-Z0-9_]+)\s*(?::\s*[\w.]+\s*)?=\s*(['"`])([^'"`\\]*)\2/g)) {
    out.set(m[1], m[3]);
  }
  return out;
}

/**
 * [{ name, value }] of every secret to look for. A setting missing from config.ts while the file
 * exists is an error, so renaming a constant cannot switch its check off in silence.
 */
export function knownSecrets({ env = process.env, stackConfigFile = STACK_CONFIG_FILE } = {}) {
  const local = fs.existsSync(stackConfigFile) ? exportedStrings(fs.readFileSync(stackConfigFile, 'utf8')) : null;
  const secrets = [];
  const add = (name, value) => {
    if (typeof value === 'string' && value.length >= MIN_SECRET_LENGTH && !secrets.some((s) => s.value === value)) {
      secrets.push({ name, value });
    }
  };
  for (const setting of SECRET_SETTINGS) {
    for (const key of setting.env) add(setting.name, env[key]);
    if (setting.local && local) {
      if (!local.has(setting.local)) throw new Error(`${stackConfigFile} não define ${setting.local}`);
      add(setting.name, local.get(setting.local));
    }
  }
  return secrets;
}

function decodeJwtPart(part) {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** Shapes that are secret whatever their value; `accept` refines a match (null: every match counts). */
export const SECRET_PATTERNS = [
  {
    name: 'JWT com role service_role',
    regex: /eyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]+/g,
    accept: (m) => {
      const payload = decodeJwtPart(m[1]);
      return payload?.role === 'service_role' || payload?.role === 'supabase_admin';
    },
  },
  { name: 'chave de API do Asaas ($aact_)', regex: /\$aact_[A-Za-z0-9_$:-]{8,}/g },
  { name: 'chave secreta do Supabase (sb_secret_)', regex: /sb_secret_[A-Za-z0-9_-]{16,}/g },
  { name: 'segredo de cliente OAuth do Google (GOCSPX-)', regex: /GOCSPX-[A-Za-z0-9_-]{16,}/g },
  { name: 'chave privada (PEM)', regex: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/g },
];

/**
 * How a value may appear in a file besides verbatim: URL-encoded, JSON-escaped, and base64 (both
 * alphabets, at the three byte alignments it can have inside a longer base64 text).
 */
export function encodings(value) {
  const forms = new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]);
  const bytes = Buffer.from(value, 'utf8');
  for (let k = 0; k < 3; k++) {
    const shifted = Buffer.concat([Buffer.alloc(k), bytes]);
    // Characters mixing padding bits with the value's bits are dropped at both ends.
    const lead = [0, 2, 3][k];
    const rest = shifted.length % 3;
    const b64 = shifted.toString('base64').replace(/=+$/, '');
    const core = b64.slice(lead, rest ? -1 : undefined);
    if (core.length >= MIN_SECRET_LENGTH) {
      forms.add(core);
      forms.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
  }
  return [...forms];
}

/** The names of the secrets a text contains (each once), never their values. */
export function scanText(text, secrets) {
  const found = new Set();
  for (const { name, value } of secrets) {
    if (encodings(value).some((form) => text.includes(form))) found.add(name);
  }
  for (const { name, regex, accept } of SECRET_PATTERNS) {
    for (const m of text.matchAll(regex)) {
      if (!accept || accept(m)) {
        found.add(name);
        break;
      }
    }
  }
  return [...found];
}

function readText(file) {
  let buf = fs.readFileSync(file);
  try {
    if (file.endsWith('.gz')) buf = zlib.gunzipSync(buf);
    else if (file.endsWith('.br')) buf = zlib.brotliDecompressSync(buf);
  } catch {
    // not really compressed: scanned as it is
  }
  return buf.toString('utf8');
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Scans every file under each folder. Resolves { files, findings: [{ file, name }] }; a folder that
 * does not exist is an error (the scan runs after a build).
 */
export function scanDirs(dirs, { secrets = knownSecrets() } = {}) {
  let files = 0;
  const findings = [];
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) throw new Error(`${dir} não existe: rode o build antes da verificação`);
    for (const file of walk(dir)) {
      files++;
      for (const name of scanText(readText(file), secrets)) findings.push({ file, name });
    }
  }
  return { files, findings };
}

/** Every app's dist folder. */
export function appDistDirs(root = repoRoot) {
  return APPS.map((app) => path.join(root, app.dir, 'dist'));
}
