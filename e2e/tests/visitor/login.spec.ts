import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/site';
import { expectSignedInDashboard, logIn } from '../../support/helpers';

test.describe('login and logout', { tag: ['@shell', '@mf-dashboard'] }, () => {
  test('the demo customer logs in, moves around the dashboard and logs out', async ({ page }) => {
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expectSignedInDashboard(page, DEMO.customer.email);
    await page.getByRole('link', { name: 'Minha Agenda' }).click();
    await expect(page.getByRole('heading', { name: 'Minha Agenda' })).toBeVisible();
    await page.getByRole('link', { name: 'Agente' }).click();
    await expect(page.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields and wrong passwords get the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Por favor, preencha todos os campos');
    await page.getByLabel('E-mail').fill(DEMO.customer.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Email ou senha incorretos. Por favor, tente novamente.');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.customer.email);
  });

  test('without "Lembrar de mim" the session ends with the browser session', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.customer.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.customer.password);
    await page.getByLabel('Lembrar de mim').uncheck();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectSignedInDashboard(page, DEMO.customer.email);
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('atende-ai-auth'),
      session: sessionStorage.getItem('atende-ai-auth'),
    }));
    expect(stored.local).toBeNull();
    expect(stored.session).not.toBeNull();
    await context.close();
  });

  test('the next morning, with the access token expired, the dashboard opens without a new login', async ({ page }) => {
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await expectSignedInDashboard(page, DEMO.customer.email);
    const before = await page.evaluate(() => {
      const key = 'atende-ai-auth';
      const session = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.round(Date.now() / 1000) - 3600 }));
      return session.refresh_token as string;
    });
    const renewals: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/token?grant_type=refresh_token')) renewals.push(r.url());
    });
    const renewal = page.waitForRequest((r) => r.url().includes('/auth/v1/token?grant_type=refresh_token'));
    await page.goto('/user-dashboard');
    await renewal;
    // The figures come from the API with the renewed token.
    await expect(page.getByText('Total de Atendimentos')).toBeVisible();
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('atende-ai-auth')!));
    expect(after.refresh_token).not.toBe(before);
    expect(after.expires_at * 1000).toBeGreaterThan(Date.now());
    // The Supabase client, loaded afterwards, starts from the renewed session: still signed in.
    await page.waitForFunction(
      () =>
        (globalThis as { __ATENDE_SINGLETONS__?: { supabaseClients: number } }).__ATENDE_SINGLETONS__
          ?.supabaseClients === 1,
    );
    // The home's first-paint script and the app's start-up both found it expired; it was renewed once
    // (a refresh token is good for one use).
    expect(renewals).toHaveLength(1);
    await page.getByRole('link', { name: 'Meu Plano' }).click();
    await expect(page.getByRole('heading', { name: 'Meu Plano' })).toBeVisible();
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
