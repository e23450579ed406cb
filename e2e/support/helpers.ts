import { expect, type Page } from '@playwright/test';
import { DEMO, SITE } from './site';

/** A unique e-mail per run, so journeys that sign up never collide. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
}

/**
 * Opens the landing and waits for the live page: / first paints the landing's prerendered snapshot,
 * whose buttons do nothing until the shell has swapped it for the live remote.
 */
export async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.locator('#root:not([data-snapshot])')).toBeAttached();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The developer console's login (username and password); like logIn, it does not wait. */
export async function devLogIn(page: Page, username = DEMO.developer.username, password = DEMO.developer.password) {
  await page.goto('/dev-login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acessar Console' }).click();
}

/** Client-side navigation (no reload), as a link inside the app would do. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function expectSignedInDashboard(page: Page, email: string) {
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

/** Stops or restarts one app's server for real (site.mjs control port). */
export async function setAppRunning(app: string, running: boolean) {
  const res = await fetch(`${SITE.controlUrl}/${running ? 'start' : 'stop'}/${app}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`control ${app}: HTTP ${res.status}`);
}
