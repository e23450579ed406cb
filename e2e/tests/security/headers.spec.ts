import crypto from 'node:crypto';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { DEMO, EVERY_APP_TAG, SITE } from '../../support/site';
import { devLogIn, logIn, openLanding } from '../../support/helpers';
import { cspDirectives, watchCsp } from '../../support/csp';

/** The remotes' origins, as the shell's remotes.json names them. */
async function remoteOrigins(): Promise<Record<string, string>> {
  const res = await fetch(`${SITE.url}/remotes.json`);
  const map = (await res.json()) as Record<string, string>;
  return Object.fromEntries(Object.entries(map).map(([name, url]) => [name, new URL(url).origin]));
}

const stackOrigin = new URL(SITE.stackUrl).origin;

function expectHardened(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups');
  const csp = cspDirectives(h['content-security-policy']);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(csp['form-action'], what).toEqual(["'self'"]);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  expect(csp['script-src'], what).not.toContain("'unsafe-inline'");
  expect(Object.values(csp).flat(), what).not.toContain("'unsafe-eval'");
  return csp;
}

/** Every inline script of a page is allowed by its hash, and nothing else inline is. */
async function expectInlineScriptsHashed(res: APIResponse, scriptSrc: string[], what: string) {
  const html = await res.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hashes = scriptSrc.filter((s) => s.startsWith("'sha256-"));
  expect(hashes, what).toEqual(
    inline.map((body) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`),
  );
}

/** Opens a page and waits for what proves its remote ran. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
}

test.describe(
  'security headers and Content-Security-Policy',
  {
    tag: EVERY_APP_TAG,
  },
  () => {
    test("the shell's pages allow scripts only from the site and its inline config by hash", async ({ request }) => {
      const remotes = await remoteOrigins();
      expect(Object.keys(remotes).sort()).toEqual([
        'mf_agent',
        'mf_booking',
        'mf_checkout',
        'mf_dashboard',
        'mf_devconsole',
        'mf_inbox',
        'mf_landing',
      ]);
      for (const path of [
        '/',
        '/login',
        '/checkout?plan=mensal',
        '/user-dashboard',
        '/dev-dashboard',
        '/agendar/clinica-bem-estar',
      ]) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        const csp = expectHardened(res, path);
        expect(csp['script-src'].slice(0, 8), path).toEqual(["'self'", ...Object.values(remotes)]);
        expect(csp['connect-src'], path).toEqual(["'self'", stackOrigin, ...Object.values(remotes)]);
        expect(csp['style-src'], path).toEqual(["'self'", "'unsafe-inline'"]);
        expect(csp['img-src'], path).toEqual(["'self'", 'data:', 'blob:', stackOrigin]);
        expect(csp['media-src'], path).toEqual(["'self'", stackOrigin]);
        await expectInlineScriptsHashed(res, csp['script-src'], path);
      }
      for (const path of ['/remotes.json', '/favicon.svg']) expectHardened(await request.get(path), path);
    });

    test('each remote serves its entry cross-origin with the headers; its own page loads only from itself', async ({
      request,
    }) => {
      for (const [name, origin] of Object.entries(await remoteOrigins())) {
        for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
          const res = await request.get(`${origin}/${file}`, { headers: { origin: SITE.url } });
          expect(res.status(), `${name}/${file}`).toBe(200);
          expectHardened(res, `${name}/${file}`);
          // The shell loads it from another origin: CORS stays open.
          expect(res.headers()['access-control-allow-origin'], `${name}/${file}`).toBe('*');
        }
        const page = await request.get(`${origin}/`);
        const csp = expectHardened(page, `${name} page`);
        expect(csp['script-src'][0]).toBe("'self'");
        expect(
          csp['script-src'].slice(1).every((s) => s.startsWith("'sha256-")),
          `${name} page`,
        ).toBe(true);
        expect(csp['connect-src'], `${name} page`).toEqual(["'self'", stackOrigin]);
        await expectInlineScriptsHashed(page, csp['script-src'], `${name} page`);
      }
    });

    test("the local stack's answers are nosniff and unframeable; its pages run no script", async ({ request }) => {
      for (const path of ['/health', '/auth/v1/settings', '/rest/v1/']) {
        const res = await request.get(`${SITE.stackUrl}${path}`, { headers: { apikey: 'x' } });
        expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers()['x-frame-options'], path).toBe('DENY');
        expect(cspDirectives(res.headers()['content-security-policy'])['frame-ancestors'], path).toEqual(["'none'"]);
      }
      // The mailbox and Google's consent, for sign-in and the calendar (an error page without a client).
      for (const path of ['/mailbox', '/sandbox/google/o/oauth2/v2/auth']) {
        const res = await request.get(`${SITE.stackUrl}${path}`);
        expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
        expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers()['x-frame-options'], path).toBe('DENY');
        const csp = cspDirectives(res.headers()['content-security-policy']);
        expect(csp['default-src'], path).toEqual(["'none'"]);
        expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
        expect(csp['script-src'], path).toBeUndefined();
      }
    });

    test('the policy blocks a script injected into a page, and reports it', async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
      await page.evaluate(() => {
        document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__injected=1" alt="">');
        const s = document.createElement('script');
        s.textContent = 'window.__injected=2';
        document.body.append(s);
      });
      await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
      expect(violations.join('\n')).toMatch(/script-src/);
    });

    test('visitor pages run with no policy violation', async ({ page }) => {
      const violations = await watchCsp(page);
      await openLanding(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await visit(page, '/login', async (p) => {
        await expect(p.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
      });
      await visit(page, '/signup', async (p) => {
        await expect(p.getByRole('button', { name: 'Criar Conta' })).toBeVisible();
      });
      await visit(page, '/checkout?plan=mensal', async (p) => {
        await expect(
          p.getByRole('region', { name: 'Resumo do Pedido' }).getByRole('heading', { name: 'Plano Mensal' }),
        ).toBeVisible();
      });
      // The public booking page calls the booking function on the stack's origin.
      await visit(page, '/agendar/clinica-bem-estar', async (p) => {
        await expect(p.getByRole('heading', { name: 'Escolha o dia' })).toBeVisible();
      });
      expect(violations).toEqual([]);
    });

    test("the demo customer's pages run with no policy violation", async ({ page, context }) => {
      const violations = await watchCsp(page);
      await logIn(page, DEMO.customer.email, DEMO.customer.password);
      await expect(page).toHaveURL(/\/user-dashboard$/);
      // The lazily loaded chart included.
      await expect(
        page.getByRole('region', { name: 'Tendência de Atendimentos' }).locator('svg.apexcharts-svg'),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Próximos Agendamentos' })).toBeVisible();
      await visit(page, '/user-dashboard/agent', async (p) => {
        await expect(p.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
        await expect(p.getByRole('tablist', { name: 'Etapas da configuração' })).toBeVisible();
      });
      await visit(page, '/user-dashboard/schedule', async (p) => {
        await expect(p.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
        await expect(p.getByText('Carregando...')).toHaveCount(0);
      });
      await visit(page, '/user-dashboard/plan', async (p) => {
        await expect(
          p.getByRole('region', { name: 'Plano atual' }).getByRole('heading', { name: 'Plano Mensal' }),
        ).toBeVisible();
      });
      // The provider's invoice page (the stack's Asaas sandbox) opened from the plan: its own policy holds too.
      const invoiceViolations: string[] = [];
      context.on('page', (p) =>
        p.on('console', (m) => /Refused to|Content Security Policy/.test(m.text()) && invoiceViolations.push(m.text())),
      );
      const [invoice] = await Promise.all([
        context.waitForEvent('page'),
        page
          .getByRole('region', { name: 'Próximo pagamento' })
          .getByRole('link', { name: 'Visualizar Fatura' })
          .click(),
      ]);
      await invoice.waitForLoadState();
      await expect(invoice.getByRole('heading', { level: 1 })).toContainText('Fatura');
      await invoice.close();
      await visit(page, '/user-dashboard/settings', async (p) => {
        await expect(p.getByRole('heading', { name: 'Configurações da Conta' })).toBeVisible();
        await expect(p.getByRole('textbox', { name: 'Nome completo' })).not.toHaveValue('');
      });
      expect(violations).toEqual([]);
      expect(invoiceViolations).toEqual([]);
    });

    test('the developer console runs with no policy violation', async ({ page }) => {
      const violations = await watchCsp(page);
      await devLogIn(page);
      await expect(page).toHaveURL(/\/dev-dashboard$/);
      await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Menu do console' })
        .getByRole('link', { name: 'Credenciais', exact: true })
        .click();
      await expect(page.getByRole('heading', { name: 'Gerenciamento de Credenciais', level: 1 })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('list', { name: 'Credenciais' })).toBeVisible();
      expect(violations).toEqual([]);
    });
  },
);
