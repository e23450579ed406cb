import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, stackRoot } from '../config.ts';

/**
 * Deno 2.1.4, the version Supabase's edge runtime is built on, from its npm package (the binary
 * ships inside the package: nothing is downloaded at install time).
 */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@deno/linux-x64-glibc/package.json')), 'deno');
}

/** The Deno-side entry that hosts one function (see deno/serve-function.ts). */
export const serveEntry = path.join(stackRoot, 'deno', 'serve-function.ts');

/**
 * What every Deno run of the project needs: no package.json resolution (the Supabase CLI bundles
 * with DENO_NO_PACKAGE_JSON=1, and the repository root has one), the machine's certificate store
 * (the only way Deno reaches the npm registry on these machines) and one module cache per clone,
 * kept out of git under node_modules.
 */
export function denoEnv(): Record<string, string> {
  return {
    DENO_NO_PACKAGE_JSON: '1',
    DENO_TLS_CA_STORE: 'system',
    DENO_DIR: process.env.DENO_DIR ?? path.join(repoRoot, 'node_modules', '.cache', 'deno'),
    NO_COLOR: '1',
  };
}

/** `deno run` arguments for a function with its own deno.json (imports, no lock file). */
export function runArgs(configFile: string): string[] {
  return ['run', '--config', configFile, '--allow-net', '--allow-env', '--allow-read', '--no-prompt', serveEntry];
}
