import { expect, test } from '@playwright/test';
import { generateCpf } from 'shared-domain/testing';
import { lastMailTo } from '../../support/mailbox';
import { expectSignedInDashboard, logIn, uniqueEmail } from '../../support/helpers';

test(
  'forgot password: the e-mail link leads to /reset-password and the new password works',
  { tag: ['@shell', '@mf-dashboard'] },
  async ({ page }) => {
    const email = uniqueEmail('reset');
    await page.goto('/signup');
    await page.getByLabel('Nome completo').fill('Rita Reis');
    await page.getByLabel('CPF').fill(generateCpf());
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill('senhaantiga1');
    await page.getByLabel('Confirmar senha').fill('senhaantiga1');
    await page.getByLabel(/aceito os termos/).check();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expectSignedInDashboard(page, email);
    await page.getByRole('button', { name: 'Sair da conta' }).click();

    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Enviar link de redefinição' }).click();
    await expect(page.getByText('Email de redefinição de senha enviado!')).toBeVisible();

    const mail = await lastMailTo(email);
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/reset-password/);
    await page.getByLabel('Nova senha', { exact: true }).fill('senhanova123');
    await page.getByLabel('Confirmar nova senha').fill('senhanova123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await logIn(page, email, 'senhanova123');
    await expectSignedInDashboard(page, email);
  },
);
