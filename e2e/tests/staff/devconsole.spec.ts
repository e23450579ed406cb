import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../../support/a11y';
import { DEMO } from '../../support/site';
import { devLogIn, expectSignedInDashboard, logIn } from '../../support/helpers';

/** The console's sidebar, in order. */
const SECTIONS: Array<[string, string, RegExp]> = [
  ['Overview', 'Overview', /\/dev-dashboard$/],
  ['Credenciais', 'Gerenciamento de Credenciais', /\/dev-dashboard\/credentials$/],
  ['Logs', 'Logs', /\/dev-dashboard\/logs$/],
  ['Debug', 'Debug', /\/dev-dashboard\/debug$/],
  ['Usuários', 'Usuários', /\/dev-dashboard\/users$/],
  ['Database', 'Database', /\/dev-dashboard\/database$/],
  ['Webhooks', 'Webhooks', /\/dev-dashboard\/webhooks$/],
  ['Configurações', 'Configurações', /\/dev-dashboard\/settings$/],
];

test.describe('developer console', { tag: ['@shell', '@mf-devconsole', '@backend-staff'] }, () => {
  test('a developer logs in by username, walks the console and manages credentials', async ({ page }) => {
    await devLogIn(page, DEMO.developer.username, 'senha-errada');
    await expect(page.getByText('Credenciais inválidas')).toBeVisible();
    await expect(page).toHaveURL(/\/dev-login$/);

    await devLogIn(page);
    await expect(page).toHaveURL(/\/dev-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByText('Sistema Online')).toBeVisible();
    await expect(page.getByText(/Dados ilustrativos/)).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Menu do console' });
    for (const [entry, heading, url] of SECTIONS) {
      await menu.getByRole('link', { name: entry, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      if (!['Overview', 'Credenciais'].includes(entry)) await expect(page.getByText('Em breve')).toBeVisible();
      await expectNoSeriousViolations(page, entry);
    }

    // Credentials: masked until revealed.
    await menu.getByRole('link', { name: 'Credenciais', exact: true }).click();
    const list = page.getByRole('list', { name: 'Credenciais' });
    await expect(list.getByText('Asaas API Key', { exact: true })).toBeVisible();
    await expect(page.getByText('exemplo-chave-api-asaas')).toHaveCount(0);
    await page.getByRole('button', { name: 'Mostrar valor de Asaas API Key' }).click();
    await expect(page.getByText('exemplo-chave-api-asaas')).toBeVisible();
    await page.getByRole('button', { name: 'Ocultar valor de Asaas API Key' }).click();
    await expect(page.getByText('exemplo-chave-api-asaas')).toHaveCount(0);

    // Create: required fields first, then the defaults (Desenvolvimento, Outro).
    await page.getByRole('button', { name: 'Nova Credencial' }).click();
    const form = page.getByRole('dialog', { name: 'Nova Credencial' });
    await form.getByLabel('Nome').fill('Webhook Secret QA');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Valor é obrigatório')).toBeVisible();
    await expect(form.getByLabel('Nome')).toHaveValue('Webhook Secret QA');
    await expect(form.getByLabel('Ambiente')).toHaveValue('development');
    await expect(form.getByLabel('Categoria')).toHaveValue('other');
    await form.getByRole('textbox', { name: 'Valor', exact: true }).fill('exemplo-segredo-qa');
    await expect(form.getByRole('textbox', { name: 'Valor', exact: true })).toHaveAttribute('type', 'password');
    await form.getByLabel('Descrição').fill('Assinatura dos webhooks de teste');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Credencial criada com sucesso')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(list.getByText('Webhook Secret QA', { exact: true })).toBeVisible();
    await expect(page.getByText('exemplo-segredo-qa')).toHaveCount(0);

    // Edit: to production, with a new value.
    await page.getByRole('button', { name: 'Editar Webhook Secret QA' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Credencial' });
    await expect(edit.getByLabel('Nome')).toHaveValue('Webhook Secret QA');
    await edit.getByLabel('Ambiente').selectOption('production');
    await edit.getByRole('textbox', { name: 'Valor', exact: true }).fill('exemplo-segredo-qa-2');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Credencial atualizada com sucesso')).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar valor de Webhook Secret QA' }).click();
    await expect(page.getByText('exemplo-segredo-qa-2')).toBeVisible();

    // Delete: cancel keeps it, confirm removes it.
    await page.getByRole('button', { name: 'Excluir Webhook Secret QA' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir credencial' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(list.getByText('Webhook Secret QA', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Excluir Webhook Secret QA' }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Credencial excluída com sucesso')).toBeVisible();
    await expect(list.getByText('Webhook Secret QA', { exact: true })).toHaveCount(0);

    // The list is local to the page: a reload brings the samples back.
    await page.getByRole('button', { name: 'Excluir Asaas API Key' }).click();
    await page
      .getByRole('alertdialog', { name: 'Excluir credencial' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(list.getByText('Asaas API Key', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Credenciais' }).getByText('Asaas API Key', { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expect(page).toHaveURL(/\/dev-login$/);
    await page.goto('/dev-dashboard/credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('customers are refused: at the console login and at the console itself', async ({ page }) => {
    // Neither the e-mail nor its local part gets a customer in.
    for (const username of [DEMO.customer.email, DEMO.customer.email.split('@')[0]]) {
      await devLogIn(page, username, DEMO.customer.password);
      await expect(page.getByText('Credenciais inválidas').first()).toBeVisible();
      await expect(page).toHaveURL(/\/dev-login$/);
    }
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await expectSignedInDashboard(page, DEMO.customer.email);
    for (const path of ['/dev-dashboard', '/dev-dashboard/credentials', '/dev-dashboard/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Acesso Não Autorizado' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Gerenciamento de Credenciais' })).toHaveCount(0);
    }
  });

  test('technical staff reach the technical panel, not the developer console', async ({ page }) => {
    await page.goto('/technical-login');
    await page.getByLabel('E-mail').fill(DEMO.customer.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.customer.password);
    await page.getByRole('button', { name: 'Acessar Painel Técnico' }).click();
    await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();

    await page.getByLabel('E-mail').fill(DEMO.technical.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.technical.password);
    await page.getByRole('button', { name: 'Acessar Painel Técnico' }).click();
    await expect(page).toHaveURL(/\/technical-panel$/);
    await expect(page.getByRole('heading', { name: 'Painel Técnico' })).toBeVisible();
    await expect(page.getByText('Perfil: Equipe técnica')).toBeVisible();
    await page.goto('/dev-dashboard');
    await expect(page.getByRole('heading', { name: 'Acesso Não Autorizado' })).toBeVisible();

    // A developer may use both.
    await page.goto('/technical-panel');
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/technical-login$/);
    await page.getByLabel('E-mail').fill(DEMO.developer.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.developer.password);
    await page.getByRole('button', { name: 'Acessar Painel Técnico' }).click();
    await expect(page).toHaveURL(/\/technical-panel$/);
    await page.getByRole('link', { name: 'Abrir o console do desenvolvedor' }).click();
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  });
});
