import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../../support/a11y';
import { DEMO } from '../../support/site';
import { logIn } from '../../support/helpers';

test(
  'the customer area has no serious accessibility violations (axe), page by page',
  { tag: ['@mf-dashboard', '@mf-agent'] },
  async ({ page }) => {
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    const pages: Array<[string, string]> = [
      ['Painel', '/user-dashboard'],
      ['Minha Agenda', '/user-dashboard/schedule'],
      ['Meu Plano', '/user-dashboard/plan'],
      ['Configurações da Conta', '/user-dashboard/settings'],
      ['Configuração do Agente', '/user-dashboard/agent'],
    ];
    for (const [title, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText('Carregando...')).toHaveCount(0);
      await expectNoSeriousViolations(page, path);
    }
  },
);

test('every step of the assistant setup passes axe', { tag: ['@mf-dashboard', '@mf-agent'] }, async ({ page }) => {
  await logIn(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.goto('/user-dashboard/agent');
  await expect(page.getByRole('tablist', { name: 'Etapas da configuração' })).toBeVisible();
  for (const step of ['Informações Básicas', 'WhatsApp', 'Produtos/Serviços', 'Agenda', 'Finalizar']) {
    await page.getByRole('tab', { name: new RegExp(`^${step}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${step}`) })).toHaveAttribute('aria-selected', 'true');
    if (step === 'WhatsApp') {
      // Its buttons wait, disabled, while the connection's state is read: axe looks at the settled step.
      await expect(page.getByRole('button', { name: 'Reconectar' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Desconectar WhatsApp' })).toBeEnabled();
    }
    if (step === 'Agenda') {
      // An open weekday row shows the hours and breaks editor too.
      await page.getByRole('button', { name: /^Segunda-feira/ }).click();
      await expect(page.getByText('Intervalos e Pausas')).toBeVisible();
    }
    await expectNoSeriousViolations(page, step);
  }
});
