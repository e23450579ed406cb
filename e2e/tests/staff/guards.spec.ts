import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/site';
import { expectSignedInDashboard, logIn } from '../../support/helpers';

test.describe(
  'route table and guards',
  { tag: ['@shell', '@mf-dashboard', '@mf-devconsole', '@backend-staff'] },
  () => {
    test('visitors are sent to /login from every signed-in area', async ({ page }) => {
      for (const path of [
        '/user-dashboard',
        '/user-dashboard/schedule',
        '/user-dashboard/agent',
        '/dev-dashboard',
        '/technical-panel',
      ]) {
        await page.goto(path);
        await expect(page, path).toHaveURL(/\/login$/);
      }
    });

    test('redirects: /unauthorized, /auth-callback, unknown paths', async ({ page }) => {
      await page.goto('/unauthorized');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/pagina-que-nao-existe');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/auth-callback?redirect=checkout');
      await expect(page).toHaveURL(/\/auth\/callback\?redirect=checkout$/);
      await expect(page.getByRole('heading', { name: 'Finalizando sua autenticação...' })).toBeVisible();
    });

    test('a customer in a staff area sees Acesso Não Autorizado and both buttons work', async ({ page }) => {
      await logIn(page, DEMO.customer.email, DEMO.customer.password);
      await expectSignedInDashboard(page, DEMO.customer.email);
      for (const path of ['/dev-dashboard', '/technical-panel']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Acesso Não Autorizado' })).toBeVisible();
        await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();
        await expect(page.getByText('Sua conta está aguardando aprovação do administrador')).toBeVisible();
      }
      await page.getByRole('button', { name: 'Ir para Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/dev-dashboard');
      await page.getByRole('button', { name: 'Sair e Voltar para Login' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto('/user-dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });
  },
);
