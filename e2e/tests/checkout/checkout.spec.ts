import { expect, test } from '@playwright/test';
import { logIn, openLanding, uniqueEmail } from '../../support/helpers';
import { createAccount, fillCard, markPaid } from '../../support/checkout';
import { createCustomer, isoDay } from '../../support/customers';
import { DEMO } from '../../support/site';
import { addMonths, DEMO_ASAAS_CUSTOMER, dateBR, sandboxSubscriptions } from '../../support/subscriptions';

test.describe('checkout', { tag: ['@mf-landing', '@mf-checkout', '@mf-dashboard', '@backend-payments'] }, () => {
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

  test('a signed-in customer without a plan goes straight to the payment step', async ({ page }) => {
    const customer = await createCustomer('checkout-logado');
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.goto('/checkout?plan=semestral');
    await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
    await expect(page.getByLabel('Parcelas').locator('option')).toHaveCount(6);
  });

  test('a customer whose plan is running is offered a change of plan, with nothing charged now', async ({ page }) => {
    // The demo clinic's monthly plan: the change would apply from its subscription's next charge.
    const [running] = await sandboxSubscriptions(DEMO_ASAAS_CUSTOMER, 'ACTIVE');
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.goto('/checkout?plan=semestral');
    await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
    const change = `Seu plano muda para Plano Semestral a partir de ${dateBR(running.nextDueDate)}. Nenhuma cobrança agora.`;
    await expect(page.getByRole('region', { name: 'Resumo do Pedido' }).getByText(change)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Pagamento' }).getByText(change)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar mudança de plano' })).toBeVisible();
    await expect(page.getByLabel('Parcelas')).toHaveCount(0);
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

  test('landing plan, new account, PIX, paid: the page confirms without a reload and the callback opens the dashboard', async ({
    page,
  }) => {
    await openLanding(page);
    await page.locator('#planos').getByRole('button', { name: /anual/i }).first().click();
    await expect(page).toHaveURL(/\/checkout\?plan=anual$/);
    await createAccount(page, uniqueEmail('pix'));
    await page.getByRole('radio', { name: 'PIX' }).click();
    const created = page.waitForResponse((r) => r.url().endsWith('/functions/v1/payments') && r.ok());
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    const payment = (await (await created).json()) as { id: string; value: number };
    expect(payment.value).toBe(921.5); // 970 less 5%, decided by the server

    await expect(page.getByRole('heading', { name: 'Pedido realizado!' })).toBeVisible();
    await expect(page.getByText(`Renovação em ${dateBR(addMonths(isoDay(), 12))}.`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    await expect(page.getByLabel('Código PIX copia e cola')).not.toHaveValue('');
    await expect(page.getByText('Aguardando o pagamento...')).toBeVisible();

    await markPaid(payment.id);
    await expect(page.getByText('Pagamento confirmado! Seu acesso está liberado.')).toBeVisible({ timeout: 15_000 });
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('the monthly plan by PIX starts the 7-day trial: nothing to pay today, the first charge date is told', async ({
    page,
  }) => {
    await openLanding(page);
    await page
      .locator('#planos')
      .getByRole('button', { name: /mensal/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout\?plan=mensal$/);
    await createAccount(page, uniqueEmail('pix-teste'));
    await page.getByRole('radio', { name: 'PIX' }).click();
    const created = page.waitForResponse((r) => r.url().endsWith('/functions/v1/payments') && r.ok());
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    const payment = (await (await created).json()) as { value: number; subscription: { status: string } };
    expect(payment.value).toBe(92.15); // 97 less 5%, decided by the server
    expect(payment.subscription.status).toBe('trialing');

    await expect(page.getByRole('heading', { name: 'Pedido realizado!' })).toBeVisible();
    await expect(
      page.getByText(`7 dias grátis: a primeira cobrança de R$ 92,15 será em ${dateBR(isoDay(7))}.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Seu acesso já está liberado.')).toBeVisible();
    await expect(page.getByText('A fatura da primeira cobrança fica disponível em Meu Plano.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Acessar Minha Conta' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('a refused card keeps the form; the next card is approved', async ({ page }) => {
    await page.goto('/checkout?plan=semestral');
    await createAccount(page, uniqueEmail('cartao'));
    await fillCard(page, '5184019740373151');
    await page.getByLabel('Parcelas').selectOption('6');
    await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /não autorizada|recusad/i })).toBeVisible();
    await expect(page.getByLabel('Número do cartão')).toHaveValue('5184 0197 4037 3151');
    await expect(page.getByLabel('Parcelas')).toHaveValue('6');

    await page.getByLabel('Número do cartão').fill('4111111111111111');
    await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
    await expect(page.getByText(/em 6x sem juros/)).toBeVisible();
    await page.getByRole('link', { name: 'Acessar Minha Conta' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('Google from step 1 comes back to step 2 with the checkout resumed', async ({ page }) => {
    await page.goto('/checkout?plan=anual');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByRole('button', { name: 'Continuar com Google' }).click();
    await page.getByLabel('E-mail da conta Google').fill(uniqueEmail('google-checkout'));
    await page.getByLabel('Nome').fill('Cliente Google');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=anual$/);
    await expect(page.getByText('Login realizado com sucesso! Continue seu checkout.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('checkout_in_progress'))).toBeNull();
  });

  test('without a plan the visitor goes back to the landing', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
  });
});
