import { expect, test, type Page } from '@playwright/test';
import { saveCheckoutResume } from 'shared-domain';
import { DEMO } from '../../support/site';
import { uniqueEmail } from '../../support/helpers';

/** Through the local stack's consent page, which stands in for Google offline. */
async function continueWithGoogle(page: Page, email: string, decision: 'Continuar' | 'Cancelar' = 'Continuar') {
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(page.getByLabel('E-mail da conta Google')).toBeVisible();
  await page.getByLabel('E-mail da conta Google').fill(email);
  await page.getByLabel('Nome').fill('Cliente Google');
  await page.getByRole('button', { name: decision }).click();
}

test.describe('auth callback routing', { tag: ['@shell', '@mf-checkout', '@mf-dashboard'] }, () => {
  test('a new Google user without a subscription goes to the checkout (which, with no plan, sends to /)', async ({
    page,
  }) => {
    // Client-side navigations leave no page load behind: record the router's history calls.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __paths: seen });
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url) seen.push(new URL(String(url), location.href).pathname);
          original(data, unused, url);
        };
      }
    });
    await page.goto('/login');
    await continueWithGoogle(page, uniqueEmail('google'));
    await expect(page.getByText('Login com Google realizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths)).toContain('/checkout');
  });

  test('a checkout in progress keeps its plan through the provider', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(
      (entries) => entries.forEach(([k, v]) => localStorage.setItem(k, v)),
      resumeEntries('/checkout?plan=anual'),
    );
    await continueWithGoogle(page, uniqueEmail('resume'));
    await expect(page).toHaveURL(/\/checkout\?plan=anual$/);
  });

  test('a customer with an active subscription goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await continueWithGoogle(page, DEMO.customer.email);
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('a refused consent comes back to /login with the access-denied message', async ({ page }) => {
    await page.goto('/login');
    await continueWithGoogle(page, uniqueEmail('deny'), 'Cancelar');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Acesso negado. Verifique as permissões concedidas.')).toBeVisible();
  });

  test('a visitor without a session waits 5 seconds, then goes to /login', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page.getByRole('heading', { name: 'Finalizando sua autenticação...' })).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page).toHaveURL(/\/auth\/callback$/);
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    await expect(page.getByText('Ocorreu um erro durante a autenticação. Por favor, tente novamente.')).toBeVisible();
  });
});

/** The localStorage entries the checkout saves before leaving for the provider (shared-domain's own writer). */
function resumeEntries(returnUrl: string): [string, string][] {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as unknown as Storage;
  saveCheckoutResume(storage, { returnUrl, personType: 'fisica', formData: {} }, Date.now());
  return [...map];
}
