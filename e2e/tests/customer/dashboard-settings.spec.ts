import { expect, test } from '@playwright/test';
import { expectSignedInDashboard, logIn } from '../../support/helpers';
import { lastMailTo } from '../../support/mailbox';
import { createCustomer } from '../../support/customers';

test.describe('settings screen', { tag: ['@mf-dashboard'] }, () => {
  test('saves the full name, which survives a reload', async ({ page }) => {
    const customer = await createCustomer('settings', 'Nome Antigo');
    await logIn(page, customer.email, customer.password);
    await page.getByRole('link', { name: 'Configurações' }).click();
    await expect(page.getByRole('heading', { name: 'Configurações da Conta' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(customer.email);
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).not.toBeEditable();
    const name = page.getByRole('textbox', { name: 'Nome completo' });
    await expect(name).toHaveValue('Nome Antigo');
    await name.fill('Nome Novo da Silva');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Nome Novo da Silva');
  });

  test('the reset card sends the e-mail; its link sets a new password', async ({ page }) => {
    const customer = await createCustomer('settings-reset');
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.goto('/user-dashboard/settings');
    await page.getByRole('button', { name: 'Enviar email de redefinição' }).click();
    await expect(page.getByText('Email de redefinição de senha enviado!')).toBeVisible();
    await expect(page.getByText('Email enviado!')).toBeVisible();

    const mail = await lastMailTo(customer.email);
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/reset-password/);
    await page.getByLabel('Nova senha', { exact: true }).fill('outrasenha99');
    await page.getByLabel('Confirmar nova senha').fill('outrasenha99');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await logIn(page, customer.email, 'outrasenha99');
    await expectSignedInDashboard(page, customer.email);
  });
});
