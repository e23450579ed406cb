import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { APPS } from '../../../shared-build/apps.mjs';
import { EVERY_APP_TAG } from '../../support/site';

// The build the journeys serve (npm test builds it first) is scanned file by file for server-side
// secrets: the stack's keys and tokens, and secret shapes (service_role JWT, $aact_, PEM…).
const repoRoot = path.resolve(__dirname, '../../..');
const scan = path.join(repoRoot, 'shared-build', 'bin', 'scan-secrets.mjs');

function run(args: string[]) {
  const out = spawnSync(process.execPath, [scan, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: out.status, output: `${out.stdout}${out.stderr}` };
}

test.describe(
  'secrets in the built bundles',
  {
    tag: EVERY_APP_TAG,
  },
  () => {
    test('no server-side secret is in any file of any app build', () => {
      const dists = APPS.map((app) => path.join(repoRoot, app.dir, 'dist'));
      for (const dist of dists) expect(fs.existsSync(path.join(dist, 'index.html')), dist).toBe(true);
      const { status, output } = run(dists);
      expect(output).toMatch(new RegExp(`Nenhum segredo nos \\d+ arquivos de ${APPS.length} pasta\\(s\\)`));
      expect(status, output).toBe(0);
    });

    test('the scan fails on a bundle carrying a secret, naming it without printing it', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-scan-e2e-'));
      try {
        // A copy of a real entry, with the stack's Evolution key planted as a bundler would inline it.
        const key = /LOCAL_EVOLUTION_API_KEY\s*=\s*'([^']+)'/.exec(
          fs.readFileSync(path.join(repoRoot, 'local-stack', 'src', 'config.ts'), 'utf8'),
        )![1];
        const entry = fs.readFileSync(path.join(repoRoot, 'mf-agent', 'dist', 'remoteEntry.js'), 'utf8');
        fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `${entry}\nvar k=${JSON.stringify(key)};`);
        const { status, output } = run([dir]);
        expect(status).toBe(1);
        expect(output).toContain('EVOLUTION_API_KEY em');
        expect(output).not.toContain(key);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
