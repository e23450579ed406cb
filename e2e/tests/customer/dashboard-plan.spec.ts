import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/site';
import { logIn } from '../../support/helpers';
import { createCustomer } from '../../support/customers';

test.describe('plan screen', { tag: ['@mf-dashboard', '@mf-checkout', '@backend-payments'] }, () => {
  test('the demo clinic sees its plan, next payment and history from the payment provider, and can upgrade', async ({
    page,
    context,
  }) => {
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await page.getByRole('link', { name: 'Meu Plano' }).click();
    await expect(page).toHaveURL(/\/user-dashboard\/plan$/);
    const current = page.getByRole('region', { name: 'Plano atual' });
    await expect(current.getByRole('heading', { name: 'Plano Mensal' })).toBeVisible();
    await expect(current).toContainText(/R\$\s97,00\/mês/);
    await expect(current).toContainText('Renovação em');
    await expect(current).toContainText('Até 500 atendimentos por mês');

    const next = page.getByRole('region', { name: 'Próximo pagamento' });
    await expect(next).toContainText('Aguardando pagamento');
    const history = page.getByRole('table', { name: 'Histórico de pagamentos' });
    await expect(history.getByText('Pagamento recebido').first()).toBeVisible();
    await expect(history.getByText('Pagamento confirmado').first()).toBeVisible();

    // 'Visualizar Fatura' opens the provider's invoice page in a new tab.
    const [invoice] = await Promise.all([
      context.waitForEvent('page'),
      next.getByRole('link', { name: 'Visualizar Fatura' }).click(),
    ]);
    await invoice.waitForLoadState();
    expect(invoice.url()).toContain('/sandbox/asaas/');
    await invoice.close();

    await page.getByRole('button', { name: 'Fazer Upgrade do Plano' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(
      page.getByRole('region', { name: 'Resumo do Pedido' }).getByRole('heading', { name: 'Plano Semestral' }),
    ).toBeVisible();
  });

  test('a customer without a plan is told so', async ({ page }) => {
    const customer = await createCustomer('plan');
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.goto('/user-dashboard/plan');
    await expect(page.getByText('Você ainda não tem um plano ativo.')).toBeVisible();
    await expect(page.getByText('Nenhum pagamento encontrado')).toBeVisible();
  });
});
