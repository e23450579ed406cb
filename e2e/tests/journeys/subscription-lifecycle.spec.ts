import { expect, test, type Page } from '@playwright/test';
import { createAccount, fillCard } from '../../support/checkout';
import { adminSelect, adminUpdate, createCustomer, isoDay, type Customer } from '../../support/customers';
import { logIn, openLanding, uniqueEmail } from '../../support/helpers';
import {
  advanceDays,
  agentStatus,
  asaasCustomerId,
  dateBR,
  payCharge,
  sandboxCharges,
  sandboxSubscriptions,
  subscribeMonthly,
  subscriptionRow,
} from '../../support/subscriptions';

/**
 * The plan as a subscription that lives: the monthly trial's first charge, an unpaid renewal that
 * restricts the customer area until it is paid, a change of plan and a cancellation. Each journey
 * has its own customer, and the sandbox's clock moves for that customer only.
 */

const SUSPENDED_TEXT =
  'Sua assinatura está suspensa por falta de pagamento. Pague a fatura em aberto para reativar seu assistente.';

const currentPlan = (page: Page) => page.getByRole('region', { name: 'Plano atual' });

async function openPlan(page: Page) {
  await page.goto('/user-dashboard/plan');
  await expect(page.getByRole('heading', { name: 'Meu Plano' })).toBeVisible();
}

/** Signs in a customer made by the journey and waits for the customer area. */
async function signIn(page: Page, customer: Customer) {
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
}

test.describe(
  'the plan as a subscription',
  { tag: ['@shell', '@mf-landing', '@mf-checkout', '@mf-dashboard', '@backend-payments'] },
  () => {
    test('monthly by card: 7 free days, then the first charge is paid with the card and the plan is Ativo', async ({
      page,
    }) => {
      const email = uniqueEmail('teste-gratis');
      await openLanding(page);
      await page
        .locator('#planos')
        .getByRole('button', { name: /mensal/i })
        .first()
        .click();
      await createAccount(page, email, 'Marta Siqueira');
      await fillCard(page, '4111111111111111');
      await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
      await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
      const trialEnd = isoDay(7);
      await expect(
        page.getByText(`7 dias grátis: a primeira cobrança de R$ 97,00 será em ${dateBR(trialEnd)}.`),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Acessar Minha Conta' }).click();
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await expect(page.getByText(email)).toBeVisible();

      await page.getByRole('link', { name: 'Meu Plano' }).click();
      await expect(currentPlan(page).getByText(`Período de teste até ${dateBR(trialEnd)}`)).toBeVisible();
      await expect(currentPlan(page).getByText(`Primeira cobrança em ${dateBR(trialEnd)}`)).toBeVisible();

      // Seven days pass for this customer: the trial's charge falls due and the kept card pays it.
      const [profile] = await adminSelect<{ id: string }[]>(`profiles?select=id&email=eq.${encodeURIComponent(email)}`);
      const customerId = await asaasCustomerId(email);
      const advanced = await advanceDays(customerId, 7);
      expect(advanced.confirmed).toHaveLength(1);
      await expect.poll(async () => (await subscriptionRow(profile)).status).toBe('active');

      await openPlan(page);
      await expect(currentPlan(page).getByText('Ativo', { exact: true })).toBeVisible();
      // The plan renews when the provider's subscription next charges: a month after the trial's end
      // (counted in the sandbox's moved days, so not always a calendar month from today).
      const [renewing] = await sandboxSubscriptions(customerId, 'ACTIVE');
      await expect(currentPlan(page).getByText(`Renovação em ${dateBR(renewing.nextDueDate)}`)).toBeVisible();
      const history = page.getByRole('table', { name: 'Histórico de pagamentos' });
      await expect(history.getByRole('row').filter({ hasText: 'Pagamento confirmado' })).toHaveCount(1);
      await expect(history.getByRole('row').filter({ hasText: 'Pagamento confirmado' })).toContainText(/R\$\s97,00/);
    });

    test('an unpaid renewal: the banner, then only Meu Plano and the assistant paused, then paid and all back', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const customer = await createCustomer('atraso', 'Rui Almeida');
      await adminUpdate(`agent_configs?user_id=eq.${customer.id}`, { status: 'active' });
      await subscribeMonthly(customer, 'pix');
      const { provider_customer_id: customerId, provider_subscription_id: subscriptionId } =
        await subscriptionRow(customer);

      await signIn(page, customer);
      const banner = page.getByRole('status').filter({ hasText: 'Pagamento em atraso' });
      await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
      await expect(banner).toHaveCount(0);

      // Eight days: the trial's charge (by PIX, not paid) was due yesterday.
      const late = await advanceDays(customerId, 8);
      expect(late.overdue).toHaveLength(1);
      await expect.poll(async () => (await subscriptionRow(customer)).status).toBe('overdue');
      await page.reload();
      await expect(banner).toContainText(
        `Pagamento em atraso: a fatura de R$ 92,15 venceu em ${dateBR(isoDay(-1))}. ` +
          `Pague até ${dateBR(isoDay(6))} para manter seu assistente ativo.`,
      );
      const [invoice] = await Promise.all([
        context.waitForEvent('page'),
        banner.getByRole('link', { name: 'Pagar fatura' }).click(),
      ]);
      await invoice.waitForLoadState();
      expect(invoice.url()).toContain('/sandbox/asaas/');
      await invoice.close();
      // Across the customer area, and everything still opens.
      await page.getByRole('link', { name: 'Minha Agenda' }).click();
      await expect(page).toHaveURL(/\/user-dashboard\/schedule$/);
      await expect(banner.getByRole('link', { name: 'Pagar fatura' })).toBeVisible();
      expect(await agentStatus(customer)).toBe('active');

      // Seven more days: the grace is over.
      await advanceDays(customerId, 7);
      await expect.poll(async () => (await subscriptionRow(customer)).status).toBe('suspended');
      await expect.poll(() => agentStatus(customer)).toBe('paused');
      for (const path of ['/user-dashboard', '/user-dashboard/schedule', '/user-dashboard/agent']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/user-dashboard\/plan$/);
      }
      await expect(page.getByRole('status').filter({ hasText: SUSPENDED_TEXT })).toBeVisible();
      await expect(currentPlan(page).getByText('Suspenso', { exact: true })).toBeVisible();

      // The customer pays the open charge: access and the assistant come back without support.
      const open = (await sandboxCharges(subscriptionId)).filter((c) => c.status === 'OVERDUE');
      expect(open).toHaveLength(1);
      await payCharge(open[0].id);
      await expect.poll(async () => (await subscriptionRow(customer)).status).toBe('active');
      await expect.poll(() => agentStatus(customer)).toBe('active');
      await page.goto('/user-dashboard/schedule');
      await expect(page).toHaveURL(/\/user-dashboard\/schedule$/);
      await expect(page.getByRole('heading', { name: 'Minha Agenda' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Pagamento em atraso|suspensa/ })).toHaveCount(0);
      await openPlan(page);
      await expect(currentPlan(page).getByText('Ativo', { exact: true })).toBeVisible();
    });

    test('from Meu Plano, monthly to annual changes the one subscription from its next charge', async ({ page }) => {
      const customer = await createCustomer('upgrade', 'Lia Campos');
      await subscribeMonthly(customer, 'pix');
      const { provider_customer_id: customerId } = await subscriptionRow(customer);
      const [before] = await sandboxSubscriptions(customerId, 'ACTIVE');
      // During the trial the change applies from the first charge not generated yet.
      const effectiveOn = dateBR(before.nextDueDate);

      await signIn(page, customer);
      await openPlan(page);
      await page.getByRole('button', { name: 'Fazer Upgrade do Plano' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const summary = page.getByRole('region', { name: 'Resumo do Pedido' });
      await expect(summary.getByText('Plano atual: Plano Mensal')).toBeVisible();
      await summary.getByRole('button', { name: 'Alterar' }).click();
      // Choosing closes the list (the radio leaves the page), hence a click rather than check().
      await summary.getByRole('radio', { name: /^Anual/ }).click();
      await expect(summary.getByRole('heading', { name: 'Plano Anual' })).toBeVisible();
      const change = `Seu plano muda para Plano Anual a partir de ${effectiveOn}. Nenhuma cobrança agora.`;
      await expect(summary.getByText(change)).toBeVisible();

      await page.getByRole('radio', { name: 'PIX' }).click();
      await expect(page.getByText('As próximas cobranças serão por PIX.')).toBeVisible();
      await page.getByRole('button', { name: 'Confirmar mudança de plano' }).click();
      await expect(page.getByRole('heading', { name: 'Mudança de plano confirmada!' })).toBeVisible();
      await expect(page.getByText(change)).toBeVisible();

      await page.getByRole('link', { name: 'Acessar Minha Conta' }).click();
      await page.getByRole('link', { name: 'Meu Plano' }).click();
      await expect(currentPlan(page).getByText(`Seu plano muda para Plano Anual em ${effectiveOn}`)).toBeVisible();

      const active = await sandboxSubscriptions(customerId, 'ACTIVE');
      expect(active).toHaveLength(1);
      expect(active[0]).toMatchObject({ id: before.id, cycle: 'YEARLY', value: 921.5 });
      expect(await sandboxSubscriptions(customerId)).toHaveLength(1);
      expect((await subscriptionRow(customer)).pending_plan).toBe('anual');
    });

    test('a cancellation keeps the customer area open until the end of the period', async ({ page }) => {
      const customer = await createCustomer('cancelar', 'Davi Prado');
      await subscribeMonthly(customer, 'pix');
      const { provider_customer_id: customerId } = await subscriptionRow(customer);
      const until = dateBR(isoDay(7));

      await signIn(page, customer);
      await openPlan(page);
      await currentPlan(page).getByRole('button', { name: 'Cancelar assinatura' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
      await expect(dialog).toContainText(`Você mantém o acesso até ${until}.`);
      await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
      await expect(page.getByText(`Assinatura cancelada. Seu acesso continua até ${until}.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(currentPlan(page).getByText(`Cancelado — acesso até ${until}`)).toBeVisible();
      await expect(currentPlan(page).getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);

      expect(await sandboxSubscriptions(customerId, 'ACTIVE')).toHaveLength(0);
      expect((await subscriptionRow(customer)).status).toBe('canceled');
      await page.goto('/user-dashboard/schedule');
      await expect(page).toHaveURL(/\/user-dashboard\/schedule$/);
      await expect(page.getByRole('heading', { name: 'Minha Agenda' })).toBeVisible();
      await page.goto('/user-dashboard');
      await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
    });
  },
);
