// Build-time snapshot of an app's page. An app that has src/prerender.tsx (exporting renderSnapshot)
// gets dist/snapshot.json (see isSnapshotFile); the shell's server writes it into the page of the
// route (server.mjs), so the page paints before any JavaScript has loaded.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

export const SNAPSHOT_FILE = 'snapshot.json';

const isSnapshot = (s) =>
  typeof s?.html === 'string' && typeof s?.css === 'string' && (s.script === undefined || typeof s.script === 'string');
const allSnapshots = (byPath) =>
  byPath !== null && typeof byPath === 'object' && Object.values(byPath).every(isSnapshot);

/**
 * What an app's snapshot.json may hold: one page ({ html, css }: the landing, mounted at one
 * address); `pages`, a snapshot per address (a remote with several pages: the dashboard); or
 * `frames`, the shell's frame per address, with a slot for the page (see snapshot-slot.mjs).
 */
export function isSnapshotFile(file) {
  if (file?.pages !== undefined) return allSnapshots(file.pages);
  if (file?.frames !== undefined) return allSnapshots(file.frames);
  return isSnapshot(file);
}

/** Writes dist/snapshot.json for the app in `appDir`; false when the app has no prerender entry. */
export async function writeSnapshot(appDir) {
  const entry = path.join(appDir, 'src/prerender.tsx');
  if (!fs.existsSync(entry)) return false;
  // One Node bundle of the entry, the shared packages' sources and the production builds of React
  // and styled-components (their server renderers), run once and thrown away.
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-prerender-'));
  const outfile = path.join(outDir, 'prerender.cjs');
  try {
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      jsx: 'automatic',
      // Keep every module's initialisation: with the packages' sideEffects: false, esbuild's
      // lazily initialised modules lost theirs (LANDING_PLANS came out undefined).
      ignoreAnnotations: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    const { renderSnapshot } = createRequire(import.meta.url)(outfile);
    const snapshot = await renderSnapshot();
    if (!isSnapshotFile(snapshot)) {
      throw new Error(`${entry}: renderSnapshot() must return { html, css }, { pages } or { frames }`);
    }
    fs.mkdirSync(path.join(appDir, 'dist'), { recursive: true });
    await bundleScripts(appDir, snapshot.pages ?? {});
    fs.writeFileSync(path.join(appDir, 'dist', SNAPSHOT_FILE), JSON.stringify(snapshot));
    return true;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Each page's first-paint script (its `script`, a source file of the app) bundled for the browser into
 * dist/first-paint.<hash>.js, which then replaces the source path in the snapshot: the shell's server
 * loads it from the app's origin, with the snapshot (server.mjs). Small and on its own: no React, no
 * app code it does not import.
 */
async function bundleScripts(appDir, pages) {
  const files = new Map();
  for (const page of Object.values(pages)) {
    if (!page.script) continue;
    if (!files.has(page.script)) files.set(page.script, await bundleScript(appDir, page.script));
    page.script = files.get(page.script);
  }
}

async function bundleScript(appDir, source) {
  const result = await build({
    entryPoints: [path.join(appDir, source)],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  const name = `first-paint.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(appDir, 'dist', name), code);
  return name;
}
