import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// The deploy tool a team runs (shared-build/deploy.mjs), used here exactly as documented.
import { deployRemote, rollbackRemote } from '../../../shared-build/deploy.mjs';
import { devLogIn } from '../../support/helpers';

/**
 * Independent deployment (README, "Deploying a remote"): the developer console's team builds its
 * remote alone, from its own copy of the code, and puts it on the remote's origin while the shell
 * keeps running; a reload shows it, and the shell's files never change. A build against another
 * major of a shared package is refused with the fallback, and a rollback brings the previous one.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const served = path.join(repoRoot, 'mf-devconsole/dist');
const workDir = path.join(repoRoot, 'e2e/.deploy-work/mf-devconsole');

/** A team's checkout of mf-devconsole with `change` applied to it, built alone; returns its dist. */
function buildVariant(change: (dir: string) => void): string {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  for (const item of ['src', 'package.json', 'webpack.config.mjs']) {
    fs.cpSync(path.join(repoRoot, 'mf-devconsole', item), path.join(workDir, item), { recursive: true });
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

function editFile(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${from} not found in ${file}`);
  fs.writeFileSync(file, text.replace(from, to));
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

const NOTE = 'Dados ilustrativos — este painel ainda não mostra métricas ao vivo.';
const NEW_NOTE = 'Dados ilustrativos (nova versão) — este painel ainda não mostra métricas ao vivo.';

test.describe('independent deployment', { tag: ['@shell', '@mf-devconsole'] }, () => {
  test.afterAll(() => fs.rmSync(path.join(repoRoot, 'e2e/.deploy-work'), { recursive: true, force: true }));

  test('a remote rebuilt alone goes live on its origin with a reload, no shell rebuild, and rolls back', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const shellBefore = shellFiles();
    const build = buildVariant((dir) =>
      editFile(
        path.join(dir, 'src/features/overview/overviewSamples.ts'),
        'Dados ilustrativos',
        'Dados ilustrativos (nova versão)',
      ),
    );

    await openConsole(page);
    await expect(page.getByText(NOTE)).toBeVisible();
    const previousChunks = fs.readdirSync(served).filter((f) => /\.[0-9a-f]{10}\.js$/.test(f));
    try {
      deployRemote({ from: build, to: served });
      // The page already open keeps working on what it loaded; a reload takes the new version.
      await expect(page.getByText(NOTE)).toBeVisible();
      await page.reload();
      await expect(page.getByText(NEW_NOTE)).toBeVisible();
      await expect(page.getByText(NOTE)).toHaveCount(0);
      // The previous version's chunks are still there for pages that had started loading them.
      const remaining = fs.readdirSync(served);
      expect(previousChunks.filter((f) => !remaining.includes(f))).toEqual([]);
    } finally {
      rollbackRemote({ to: served });
    }
    await page.reload();
    await expect(page.getByText(NOTE)).toBeVisible();
    expect(shellFiles()).toBe(shellBefore);
  });

  test('a remote built against another major of a shared package is refused with the fallback', async ({ page }) => {
    test.setTimeout(240_000);
    const build = buildVariant((dir) => {
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
  });
});
