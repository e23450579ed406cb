import { expect, test } from '@playwright/test';
import {
  activate,
  connectWhatsApp,
  importProducts,
  saveBasicInfo,
  saveHoursWithSaturday,
  workflowsOf,
} from '../../support/agentSetup';
import { createAccount, fillCard } from '../../support/checkout';
import { adminSelect } from '../../support/customers';
import { openLanding, uniqueEmail } from '../../support/helpers';

/**
 * The whole way, through every customer-facing remote: the landing's plan card (mf-landing), an
 * account and a card payment (mf-checkout), the new customer's home and plan (mf-dashboard), the
 * five-step setup (mf-agent), and back home where the assistant now counts as configured.
 */
test.describe(
  'visitor to paying customer to configured assistant',
  {
    tag: [
      '@shell',
      '@mf-landing',
      '@mf-checkout',
      '@mf-dashboard',
      '@mf-agent',
      '@backend-payments',
      '@backend-assistant',
    ],
  },
  () => {
    test('a visitor picks a plan, pays by card, configures the assistant and finds it Ativo', async ({ page }) => {
      test.setTimeout(180_000);
      const email = uniqueEmail('jornada');

      // mf-landing → mf-checkout
      await openLanding(page);
      await page
        .locator('#planos')
        .getByRole('button', { name: /mensal/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/checkout\?plan=mensal$/);
      await createAccount(page, email, 'Renata Lopes');
      await fillCard(page, '4111111111111111');
      await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
      await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
      await page.getByRole('link', { name: 'Acessar Minha Conta' }).click();

      // mf-dashboard: a new customer's home, and the plan just bought.
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText('Não configurado')).toBeVisible();
      await page.getByRole('link', { name: 'Meu Plano' }).click();
      await expect(
        page.getByRole('region', { name: 'Plano atual' }).getByRole('heading', { name: 'Plano Mensal' }),
      ).toBeVisible();

      // mf-agent: the five steps.
      const [profile] = await adminSelect<{ id: string }[]>(`profiles?select=id&email=eq.${encodeURIComponent(email)}`);
      await page.getByRole('link', { name: 'Agente' }).click();
      await expect(page.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
      await saveBasicInfo(page, {
        name: 'Lia',
        personality: 'Cordial e direta',
        business: 'Salão de beleza no centro de Curitiba',
      });
      await connectWhatsApp(page, profile.id);
      await importProducts(page);
      await saveHoursWithSaturday(page);
      await activate(page);
      expect(await workflowsOf(email)).toEqual([expect.objectContaining({ active: true })]);

      // Back home: the assistant is configured, nothing of the setup is asked any more.
      await page.getByRole('link', { name: 'Painel' }).click();
      await expect(page.getByText('Aguardando seus primeiros atendimentos')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Configure seu assistente' })).toHaveCount(0);
    });
  },
);
