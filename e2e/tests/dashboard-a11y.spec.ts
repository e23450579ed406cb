import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/site';
import { logIn } from '../support/helpers';

test('the customer area has no serious accessibility violations (axe), page by page', async ({ page }) => {
  await logIn(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  const pages: Array<[string, string]> = [
    ['Painel', '/user-dashboard'],
    ['Minha Agenda', '/user-dashboard/schedule'],
    ['Meu Plano', '/user-dashboard/plan'],
    ['Configurações da Conta', '/user-dashboard/settings'],
  ];
  for (const [title, path] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
