// The site shares a slimmer 'react-router-dom' (shared-modules/react-router-dom.mjs). A name an app
// imports that the facade lacks would be undefined in the browser, so every import is checked here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const facadeFile = path.join(repo, 'shared-build/shared-modules/react-router-dom.mjs');
const APP_DIRS = [
  'shell',
  'mf-landing',
  'mf-checkout',
  'mf-dashboard',
  'mf-agent',
  'mf-devconsole',
  'mf-booking',
  'mf-inbox',
  'shared-ui',
  'shared-auth',
  'shared-domain',
];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    // Tests and their helpers (Jest: test/ folders, shared-auth/testing) and build-time snapshots (prerender.tsx,
    // under Node) use the real package; only what ships to browsers goes through the facade.
    const shipped =
      /\.tsx?$/.test(e.name) &&
      !/\.test\.tsx?$/.test(e.name) &&
      !['prerender.tsx', 'test-utils.tsx'].includes(e.name) &&
      !full.includes(`${path.sep}test${path.sep}`) &&
      !full.includes(`${path.sep}testing${path.sep}`);
    return shipped ? [full] : [];
  });
}

function facadeExports() {
  const text = fs.readFileSync(facadeFile, 'utf8');
  const list = /export \{([^}]*)\}/.exec(text)[1];
  return new Set(
    list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

/** Names each file takes from 'react-router-dom': named imports and `Namespace.Name` uses. */
function routerNames(text) {
  const names = new Set();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name && !/^type\s/.test(part.trim())) names.add(name);
    }
  }
  for (const m of text.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s+'react-router-dom'/g)) {
    for (const use of text.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))) names.add(use[1]);
  }
  return names;
}

test('every react-router-dom name the apps import is in the shared facade', () => {
  const exported = facadeExports();
  const missing = [];
  for (const dir of APP_DIRS) {
    for (const file of sourceFiles(path.join(repo, dir, 'src'))) {
      for (const name of routerNames(fs.readFileSync(file, 'utf8'))) {
        if (!exported.has(name)) missing.push(`${path.relative(repo, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'add these to shared-build/shared-modules/react-router-dom.mjs');
});

test('the facade re-exports names the real package has', async () => {
  const real = await import('react-router-dom');
  for (const name of facadeExports()) assert.ok(name in real, `react-router-dom has no ${name}`);
});
