import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// The deploy tool a team runs (shared-build/deploy.mjs), used here exactly as documented.
import { deployRemote, rollbackRemote } from '../../../shared-build/deploy.mjs';
import { openBookingPage } from '../../support/bookingPage';
import { devLogIn } from '../../support/helpers';

/**
 * Independent deployment (README, "Deploying a remote"): a remote's team builds its remote alone, from
 * its own copy of the code, and puts it on the remote's origin while the shell keeps running; a reload
 * shows it, and the shell's files never change. A build against another major of a shared package is
 * refused with the fallback, and a rollback brings the previous one.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const servedDir = (app: string) => path.join(repoRoot, app, 'dist');
const workDirOf = (app: string) => path.join(repoRoot, 'e2e/.deploy-work', app);

/** A team's checkout of `app` with `change` applied to it, built alone; returns its dist. */
function buildVariant(app: string, change: (dir: string) => void): string {
  const workDir = workDirOf(app);
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  for (const item of ['src', 'package.json', 'webpack.config.mjs']) {
    fs.cpSync(path.join(repoRoot, app, item), path.join(workDir, item), { recursive: true });
  }
  // Same compiler options; the base config is found from here instead of one folder up.
  fs.writeFileSync(
    path.join(workDir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(repoRoot, 'tsconfig.base.json'), compilerOptions: { jsx: 'react-jsx' } }),
  );
  change(workDir);
  execFileSync(process.execPath, [require.resolve('webpack/bin/webpack.js'), '--mode', 'production'], {
    cwd: workDir,
    stdio: 'pipe',
  });
  return path.join(workDir, 'dist');
}

/** Changes the one string literal '${from}' of the file (not a longer text that starts with it). */
function editFile(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  const literal = `'${from}'`;
  if (text.split(literal).length !== 2) throw new Error(`${literal} is not in ${file} exactly once`);
  fs.writeFileSync(file, text.replace(literal, `'${to}'`));
}

/** Name and size of every file the shell's origin serves: they must not move during a deploy. */
function shellFiles(): string {
  const dir = path.join(repoRoot, 'shell/dist');
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => `${f}:${fs.statSync(path.join(dir, f)).size}`)
    .join('\n');
}

/** Signs the developer in and waits for the console's Overview. */
async function openConsole(page: Page) {
  await devLogIn(page);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
}

/** Each remote deployed on its own: a visible text changed in its code, where the page shows it. */
const DEPLOYS: Array<{
  app: string;
  tag: string;
  file: string;
  before: string;
  after: string;
  open: (page: Page) => Promise<void>;
}> = [
  {
    app: 'mf-devconsole',
    tag: '@mf-devconsole',
    file: 'src/features/overview/overviewSamples.ts',
    before: 'Dados ilustrativos — este painel ainda não mostra métricas ao vivo.',
    after: 'Dados ilustrativos (nova versão) — este painel ainda não mostra métricas ao vivo.',
    open: openConsole,
  },
  {
    app: 'mf-booking',
    tag: '@mf-booking',
    file: 'src/features/booking/messages.ts',
    before: 'Agendamento online',
    after: 'Agendamento online (nova versão)',
    open: openBookingPage,
  },
];

test.describe('independent deployment', () => {
  test.afterAll(() => fs.rmSync(path.join(repoRoot, 'e2e/.deploy-work'), { recursive: true, force: true }));

  for (const { app, tag, file, before, after, open } of DEPLOYS) {
    test(
      `${app} rebuilt alone goes live on its origin with a reload, no shell rebuild, and rolls back`,
      { tag: ['@shell', tag] },
      async ({ page }) => {
        test.setTimeout(240_000);
        const served = servedDir(app);
        const shellBefore = shellFiles();
        const build = buildVariant(app, (dir) => editFile(path.join(dir, file), before, after));

        await open(page);
        await expect(page.getByText(before, { exact: true })).toBeVisible();
        const previousChunks = fs.readdirSync(served).filter((f) => /\.[0-9a-f]{10}\.js$/.test(f));
        try {
          deployRemote({ from: build, to: served });
          // The page already open keeps working on what it loaded; a reload takes the new version.
          await expect(page.getByText(before, { exact: true })).toBeVisible();
          await page.reload();
          await expect(page.getByText(after, { exact: true })).toBeVisible();
          await expect(page.getByText(before, { exact: true })).toHaveCount(0);
          // The previous version's chunks are still there for pages that had started loading them.
          const remaining = fs.readdirSync(served);
          expect(previousChunks.filter((f) => !remaining.includes(f))).toEqual([]);
        } finally {
          rollbackRemote({ to: served });
        }
        await page.reload();
        await expect(page.getByText(before, { exact: true })).toBeVisible();
        expect(shellFiles()).toBe(shellBefore);
      },
    );
  }

  test(
    'a remote built against another major of a shared package is refused with the fallback',
    { tag: ['@shell', '@mf-devconsole'] },
    async ({ page }) => {
      test.setTimeout(240_000);
      const served = servedDir('mf-devconsole');
      const build = buildVariant('mf-devconsole', (dir) => {
        const file = path.join(dir, 'package.json');
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies: Record<string, string> };
        pkg.dependencies['shared-ui'] = '^2.0.0';
        fs.writeFileSync(file, JSON.stringify(pkg, null, 2));
      });
      await openConsole(page);
      try {
        deployRemote({ from: build, to: served });
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Não foi possível carregar esta área' })).toBeVisible({
          timeout: 20_000,
        });
        // The shell around it still works: the sidebar, and the other areas.
        await expect(page.getByRole('navigation', { name: 'Menu do console' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
      } finally {
        rollbackRemote({ to: served });
      }
      // Rolled back: the next page load takes the compatible version again. (In the same page the
      // runtime keeps the refused container, so 'Tentar novamente' alone does not bring it back.)
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    },
  );
});
