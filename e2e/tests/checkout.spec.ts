import { expect, test, type Page } from '@playwright/test';
import { generateCpf } from 'shared-domain';
import { logIn, openLanding, uniqueEmail } from '../support/helpers';

async function createAccount(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Paula Mendes');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('CPF').fill(generateCpf());
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill('senhaforte1');
  await page.getByLabel('Confirmar senha').fill('senhaforte1');
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
}

test.describe('checkout', () => {
  test('from a landing plan card, a new visitor creates an account and reaches the payment step', async ({ page }) => {
    await openLanding(page);
    await page.locator('#planos').getByRole('button', { name: /anual/i }).first().click();
    await expect(page).toHaveURL(/\/checkout\?plan=anual$/);
    const summary = page.getByRole('region', { name: 'Resumo do Pedido' });
    await expect(summary.getByRole('heading', { name: 'Plano Anual' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Criar conta' })).toHaveAttribute('aria-selected', 'true');

    await createAccount(page, uniqueEmail('checkout'));
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
    await expect(page.getByLabel('Parcelas').locator('option')).toHaveCount(12);
    await page.getByRole('radio', { name: 'PIX' }).click();
    await expect(page.getByText(/Você economiza R\$\s48,50 pagando com PIX/)).toBeVisible();
  });

  test('a signed-in customer goes straight to the payment step', async ({ page }) => {
    await logIn(page, 'demo@clinicabemestar.com.br', 'demo12345');
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.goto('/checkout?plan=semestral');
    await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
    await expect(page.getByLabel('Parcelas').locator('option')).toHaveCount(6);
  });

  test('an unknown e-mail in Já tenho conta is sent to Criar conta', async ({ page }) => {
    const email = uniqueEmail('desconhecido');
    await page.goto('/checkout?plan=mensal');
    await page.getByRole('tab', { name: 'Já tenho conta' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('qualquer1');
    await page.getByRole('button', { name: 'Entrar e continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Usuário não encontrado' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Criar conta' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
  });

  test('without a plan the visitor goes back to the landing', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
  });
});
