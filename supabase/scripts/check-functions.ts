// Checks every function as Supabase would take it, with Deno 2.1.4 (the edge runtime's version):
//  1. `deno check` of its index.ts with its deno.json and DENO_NO_PACKAGE_JSON=1, as the CLI bundles;
//  2. a tree holding only what `supabase functions deploy` would upload (ship-tree.ts), where the
//     function is started and must answer a request: an import the CLI would not ship (no file
//     extension) makes it fail to start here instead of on Supabase.
// Run: npm run check:functions -w supabase-project (also part of its npm test).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoBinary, denoEnv, FunctionProcess, serveEntry } from 'local-stack/functions';
import { copyTree, shippedFiles } from './ship-tree.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FunctionCheck {
  name: string;
  errors: string[];
  checkMs: number;
  startMs: number;
  shipped: number;
}

function denoCheck(root: string, configFile: string, files: string[]): string | null {
  const run = spawnSync(denoBinary(), ['check', '--quiet', '--config', configFile, ...files], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...denoEnv() },
  });
  return run.status === 0 ? null : `${run.stderr}${run.stdout}`.trim();
}

/** Starts the function from `tree` and sends it one request: any HTTP answer means it booted. */
async function startIn(tree: string, name: string): Promise<string | null> {
  const fn = new FunctionProcess(
    {
      name,
      entry: path.join(tree, 'supabase/functions', name, 'index.ts'),
      configFile: path.join(tree, 'supabase/functions', name, 'deno.json'),
    },
    {
      // Nothing is reachable: the function only has to load its modules and listen.
      env: { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'check', SUPABASE_SERVICE_ROLE_KEY: 'check' },
      quiet: true,
      startTimeoutMs: 60_000,
    },
  );
  try {
    const port = await fn.port();
    const res = await fetch(`http://127.0.0.1:${port}/${name}`, { method: 'OPTIONS' });
    await res.body?.cancel();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await fn.stop();
  }
}

/** Both checks for supabase/functions/<name> of the repository at `root`. */
export async function checkFunction(root: string, name: string): Promise<FunctionCheck> {
  const dir = `supabase/functions/${name}`;
  const errors: string[] = [];
  let t = performance.now();
  const typeErrors = denoCheck(root, `${dir}/deno.json`, [`${dir}/index.ts`]);
  if (typeErrors) errors.push(`deno check failed:\n${typeErrors}`);
  const checkMs = performance.now() - t;

  t = performance.now();
  const shipped = shippedFiles(root, `${dir}/index.ts`, `${dir}/deno.json`);
  if (shipped.missing.length) errors.push(`imports files that do not exist: ${shipped.missing.join(', ')}`);
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `atende-ai-ship-${name}-`));
  try {
    copyTree(root, shipped, tree);
    const failure = await startIn(tree, name);
    if (failure) errors.push(`did not start from the files the Supabase CLI ships: ${failure}`);
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
  return { name, errors, checkMs, startMs: performance.now() - t, shipped: shipped.files.length };
}

export function functionNames(root: string): string[] {
  const dir = path.join(root, 'supabase/functions');
  return fs
    .readdirSync(dir)
    .filter((name) => /^[a-z0-9][a-z0-9_-]*$/.test(name) && fs.existsSync(path.join(dir, name, 'index.ts')))
    .sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const name of functionNames(repoRoot)) {
    const result = await checkFunction(repoRoot, name);
    const figures = `check ${(result.checkMs / 1000).toFixed(1)} s, ${result.shipped} files shipped, started in ${(result.startMs / 1000).toFixed(1)} s`;
    console.log(`${result.errors.length ? 'FAIL' : 'ok  '} ${name.padEnd(26)} ${figures}`);
    for (const error of result.errors) console.error(`  ${error.replace(/\n/g, '\n  ')}`);
    failed ||= result.errors.length > 0;
  }
  // The runtime's entry and the functions' Deno tests are checked by the same Deno.
  const tests = fs
    .readdirSync(path.join(repoRoot, 'supabase/functions/tests/deno'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `supabase/functions/tests/deno/${f}`);
  const extra = denoCheck(repoRoot, 'supabase/functions/health/deno.json', [
    path.relative(repoRoot, serveEntry),
    ...tests,
  ]);
  console.log(`${extra ? 'FAIL' : 'ok  '} ${'runtime entry, Deno tests'.padEnd(26)}`);
  if (extra) console.error(`  ${extra}`);
  process.exit(failed || extra ? 1 : 0);
}
