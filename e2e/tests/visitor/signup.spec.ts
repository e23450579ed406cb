import { expect, test } from '@playwright/test';
import { generateCnpj, generateCpf } from 'shared-domain/testing';
import { expectSignedInDashboard, uniqueEmail } from '../../support/helpers';

test.describe('sign-up', { tag: ['@shell', '@mf-dashboard'] }, () => {
  test('a person signs up with a valid CPF and lands on the dashboard', async ({ page }) => {
    const email = uniqueEmail('pf');
    await page.goto('/signup');
    await expect(page.getByRole('radio', { name: 'Pessoa Física' })).toBeChecked();
    await page.getByLabel('Nome completo').fill('Maria da Silva');
    await page.getByLabel('CPF').fill(generateCpf());
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill('senhaforte123');
    await page.getByLabel('Confirmar senha').fill('senhaforte123');
    await page.getByLabel(/aceito os termos/).check();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expectSignedInDashboard(page, email);
  });

  test('a company signs up with a valid alphanumeric CNPJ', async ({ page }) => {
    const email = uniqueEmail('pj');
    await page.goto('/signup');
    await page.getByRole('radio', { name: 'Pessoa Jurídica' }).click();
    await page.getByLabel('Nome do responsável').fill('João Souza');
    await page.getByLabel('Nome da empresa').fill('Clínica Sorriso Ltda');
    await page.getByLabel('CNPJ').fill(generateCnpj({ alphanumeric: true }));
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone').fill('1133224455');
    await page.getByLabel('Senha', { exact: true }).fill('senhaforte123');
    await page.getByLabel('Confirmar senha').fill('senhaforte123');
    await page.getByLabel(/aceito os termos/).check();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expectSignedInDashboard(page, email);
  });

  test('the rules are checked in the spec order and nothing typed is lost', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Por favor, preencha todos os campos obrigatórios.');
    await page.getByLabel('Nome completo').fill('Ana');
    await page.getByLabel('E-mail').fill(uniqueEmail('rules'));
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill('curta');
    await page.getByLabel('Confirmar senha').fill('outra');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('As senhas não coincidem.');
    await page.getByLabel('Confirmar senha').fill('curta');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('A senha deve ter pelo menos 8 caracteres.');
    await page.getByLabel('Senha', { exact: true }).fill('senhaforte123');
    await page.getByLabel('Confirmar senha').fill('senhaforte123');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('CPF é obrigatório para pessoa física.');
    await expect(page.getByLabel('Nome completo')).toHaveValue('Ana');
  });

  test('a CPF already used with another e-mail is refused', async ({ page }) => {
    const cpf = generateCpf({ formatted: true });
    const signUp = async (email: string) => {
      await page.goto('/signup');
      await page.getByLabel('Nome completo').fill('Pessoa Repetida');
      await page.getByLabel('CPF').fill(cpf);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Telefone').fill('11987654321');
      await page.getByLabel('Senha', { exact: true }).fill('senhaforte123');
      await page.getByLabel('Confirmar senha').fill('senhaforte123');
      await page.getByLabel(/aceito os termos/).check();
      await page.getByRole('button', { name: 'Criar Conta' }).click();
    };
    await signUp(uniqueEmail('cpf1'));
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signUp(uniqueEmail('cpf2'));
    await expect(page.getByRole('alert').first()).toHaveText('Este CPF já está cadastrado no sistema');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('an e-mail already registered is refused with the login suggestion', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Nome completo').fill('Outra Pessoa');
    await page.getByLabel('CPF').fill(generateCpf());
    await page.getByLabel('E-mail').fill('demo@clinicabemestar.com.br');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill('senhaforte123');
    await page.getByLabel('Confirmar senha').fill('senhaforte123');
    await page.getByLabel(/aceito os termos/).check();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByRole('alert').first()).toHaveText(
      'Este e-mail já está cadastrado no sistema. Por favor, faça login ou use a opção de recuperação de senha.',
    );
  });
});
