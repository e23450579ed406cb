import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import { repoRoot } from './config.ts';

export type FunctionHandler = (req: Request) => Response | Promise<Response>;

export const functionsDir = path.join(repoRoot, 'supabase', 'functions');
const NAME = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Supabase deploys each supabase/functions/<name>/index.ts to Deno, where it calls Deno.serve(handler).
 * Under Node we provide that much of the Deno global, import the same file and keep the handler it
 * registers, so the function code here is the code that ships.
 */
let registering: FunctionHandler | null = null;
/** An ES module runs once per process: keep what each file registered for later stacks in it. */
const registered = new Map<string, FunctionHandler>();

function installDenoShim(): void {
  const g = globalThis as unknown as { Deno?: unknown };
  if (g.Deno) return;
  g.Deno = {
    serve(a: unknown, b?: unknown) {
      const handler = (typeof a === 'function' ? a : (b ?? (a as { handler?: unknown }).handler)) as FunctionHandler;
      registering = handler;
      return { finished: Promise.resolve(), shutdown: async () => {}, ref() {}, unref() {} };
    },
    env: {
      get: (key: string) => process.env[key],
      toObject: () => ({ ...process.env }),
      has: (key: string) => key in process.env,
    },
  };
}

/** `[functions.<name>] verify_jwt = false` in supabase/config.toml, as the Supabase CLI reads it. */
function verifyJwtSettings(): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const file = path.join(repoRoot, 'supabase', 'config.toml');
  if (!fs.existsSync(file)) return out;
  const config = parseToml(fs.readFileSync(file, 'utf8')) as { functions?: Record<string, { verify_jwt?: boolean }> };
  for (const [name, fn] of Object.entries(config.functions ?? {})) {
    if (typeof fn.verify_jwt === 'boolean') out.set(name, fn.verify_jwt);
  }
  return out;
}

export interface LoadedFunction {
  name: string;
  handler: FunctionHandler;
  verifyJwt: boolean;
}

export async function loadFunctions(env: Record<string, string>): Promise<Map<string, LoadedFunction>> {
  Object.assign(process.env, env);
  installDenoShim();
  const verify = verifyJwtSettings();
  const loaded = new Map<string, LoadedFunction>();
  if (!fs.existsSync(functionsDir)) return loaded;
  for (const name of fs.readdirSync(functionsDir).sort()) {
    const entry = path.join(functionsDir, name, 'index.ts');
    if (!NAME.test(name) || !fs.existsSync(entry)) continue; // _shared and friends are libraries
    if (!registered.has(entry)) {
      registering = null;
      await import(pathToFileURL(entry).href);
      if (!registering) throw new Error(`supabase/functions/${name}/index.ts did not call Deno.serve(handler)`);
      registered.set(entry, registering);
    }
    loaded.set(name, { name, handler: registered.get(entry)!, verifyJwt: verify.get(name) ?? true });
  }
  return loaded;
}
