import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { repoRoot } from '../config.ts';
import { FunctionProcess, type FunctionSource, type ProcessOptions } from './process.ts';

export const functionsDir = path.join(repoRoot, 'supabase', 'functions');
const NAME = /^[a-z0-9][a-z0-9_-]*$/;

/** supabase/functions/<name>/ with an index.ts and a deno.json (_shared and tests are not functions). */
export function functionSources(dir = functionsDir): FunctionSource[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .filter((name) => NAME.test(name) && fs.existsSync(path.join(dir, name, 'index.ts')))
    .map((name) => ({
      name,
      entry: path.join(dir, name, 'index.ts'),
      configFile: path.join(dir, name, 'deno.json'),
    }));
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

export interface HostedFunction {
  name: string;
  verifyJwt: boolean;
  process: FunctionProcess;
}

/**
 * The stack's edge runtime: every function of supabase/functions on its own Deno 2.1.4 process.
 * All are started with the stack, in the background (a request to one still starting waits for it).
 */
export class FunctionRuntime {
  readonly functions = new Map<string, HostedFunction>();

  constructor(options: ProcessOptions, sources = functionSources()) {
    const verify = verifyJwtSettings();
    for (const source of sources) {
      this.functions.set(source.name, {
        name: source.name,
        verifyJwt: verify.get(source.name) ?? true,
        process: new FunctionProcess(source, options),
      });
    }
  }

  startAll(): void {
    for (const fn of this.functions.values()) {
      fn.process.port().catch((err: Error) => {
        if (!fn.process.stopped) console.error(err.message);
      });
    }
  }

  async stop(): Promise<void> {
    await Promise.all([...this.functions.values()].map((fn) => fn.process.stop()));
  }
}
