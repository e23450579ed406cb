import { expect, test } from '@playwright/test';
import { DEMO, EVERY_APP_TAG } from '../../support/site';
import { expectSignedInDashboard, logIn, navigateInApp, setAppRunning } from '../../support/helpers';

test.describe(
  'federation',
  {
    tag: EVERY_APP_TAG,
  },
  () => {
    test('one React, one router, one styled-components, one GoTrueClient and one auth store across all remotes', async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (/Multiple GoTrueClient|Invalid hook call|more than one copy of React/i.test(msg.text()))
          warnings.push(msg.text());
      });
      await logIn(page, DEMO.developer.email, DEMO.developer.password);
      await expectSignedInDashboard(page, DEMO.developer.email);
      const visits: [string, string][] = [
        ['/user-dashboard/agent', 'Configuração do Agente'],
        ['/user-dashboard/conversas', 'Conversas'],
        ['/dev-dashboard', 'Overview'],
        ['/checkout?plan=mensal', 'Finalizar assinatura'],
        ['/agendar/clinica-bem-estar', 'Clínica Bem-Estar'],
        ['/', 'Atendimento 24h no WhatsApp com Inteligência Artificial'],
      ];
      for (const [path, heading] of visits) {
        await navigateInApp(page, path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      }
      const record = await page.evaluate(() => {
        const r = globalThis.__ATENDE_SINGLETONS__!;
        return {
          apps: [...r.apps].sort(),
          react: r.react.length,
          styled: r.styled.length,
          router: r.router.length,
          clients: r.supabaseClients,
          stores: r.authStores,
        };
      });
      expect(record).toEqual({
        apps: [
          'mf_agent',
          'mf_booking',
          'mf_checkout',
          'mf_dashboard',
          'mf_devconsole',
          'mf_inbox',
          'mf_landing',
          'shell',
        ],
        react: 1,
        styled: 1,
        router: 1,
        clients: 1,
        stores: 1,
      });
      expect(warnings).toEqual([]);
    });

    test('a remote stopped mid-session shows the fallback inside the chrome; the rest works; retry recovers', async ({
      page,
    }) => {
      await logIn(page, DEMO.customer.email, DEMO.customer.password);
      await expectSignedInDashboard(page, DEMO.customer.email);
      await setAppRunning('mf_agent', false);
      try {
        await page.getByRole('link', { name: 'Agente' }).click();
        await expect(page.getByRole('heading', { name: 'Não foi possível carregar esta área' })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
        await page.getByRole('link', { name: 'Minha Agenda' }).click();
        await expect(page.getByRole('heading', { name: 'Minha Agenda' })).toBeVisible();
        await page.getByRole('link', { name: 'Agente' }).click();
        await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible({ timeout: 20_000 });
      } finally {
        await setAppRunning('mf_agent', true);
      }
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
    });

    test('with the landing down the home shows the fallback and login still works', async ({ page }) => {
      await setAppRunning('mf_landing', false);
      try {
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Não foi possível carregar esta área' })).toBeVisible({
          timeout: 20_000,
        });
        await logIn(page, DEMO.customer.email, DEMO.customer.password);
        await expectSignedInDashboard(page, DEMO.customer.email);
      } finally {
        await setAppRunning('mf_landing', true);
      }
    });
  },
);
