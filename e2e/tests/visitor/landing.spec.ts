import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openLanding } from '../../support/helpers';
import { SITE } from '../../support/site';

test.describe('landing', { tag: ['@mf-landing'] }, () => {
  test('Começar Agora chooses the monthly plan: toast, then the checkout with the plan in the URL', async ({
    page,
  }) => {
    await openLanding(page);
    await expect(page).toHaveTitle('Atende.AI — Assistente de IA no WhatsApp para seu negócio');
    await page.getByRole('banner').getByRole('button', { name: 'Começar Agora' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Mensal/ })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?plan=mensal$/);
  });

  test('a plan card takes its period to the checkout, and the checkout remote was warmed', async ({ page }) => {
    const checkoutRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`http://localhost:${SITE.basePort + 2}/`)) checkoutRequests.push(req.url());
    });
    await openLanding(page);
    const pricing = page.locator('#planos');
    await pricing.scrollIntoViewIfNeeded();
    const cards = pricing.getByRole('button', { name: /anual/i });
    await cards.first().hover();
    await expect.poll(() => checkoutRequests.length).toBeGreaterThan(0);
    await cards.first().click();
    await expect(page).toHaveURL(/\/checkout\?plan=anual$/);
  });

  test('the chat session id is kept as web_chat_ plus a timestamp', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('chat_session_id'))).toMatch(/^web_chat_\d{13}$/);
  });

  test('no serious or critical accessibility violations (axe)', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the landing does not download the Supabase client', async ({ page }) => {
    const stack: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('supabase') || req.url().startsWith(SITE.stackUrl)) stack.push(req.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const loaded = await page.evaluate(() => Boolean(globalThis.__ATENDE_SINGLETONS__?.supabaseClients));
    expect(loaded).toBe(false);
    expect(stack).toEqual([]);
  });
});
