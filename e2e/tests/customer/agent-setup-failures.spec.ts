import { expect, test, type Page } from '@playwright/test';
import { createCustomer } from '../../support/customers';
import { logIn } from '../../support/helpers';
import { SITE } from '../../support/site';

const EVOLUTION = `${SITE.stackUrl}/sandbox/evolution`;

async function openSetup(page: Page) {
  const customer = await createCustomer('agent-failures');
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.goto('/user-dashboard/agent');
  await expect(page.getByRole('tablist', { name: 'Etapas da configuração' })).toBeVisible();
  return customer;
}

test.describe('assistant setup when something fails', { tag: ['@mf-agent', '@backend-assistant'] }, () => {
  test('a failed save keeps what was typed, and the next try saves it', async ({ page }) => {
    await openSetup(page);
    await page.getByRole('textbox', { name: /Nome do Agente/ }).fill('Bia');
    await page.getByRole('textbox', { name: /Descrição da personalidade/ }).fill('Paciente e gentil');
    await page.getByRole('textbox', { name: /Descrição geral do negócio/ }).fill('Salão de beleza');
    await page.route('**/rest/v1/agent_configs**', (route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionfailed') : route.continue(),
    );
    await page.getByRole('button', { name: 'Salvar e Continuar' }).click();
    await expect(page.getByText('Erro ao salvar configuração')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Informações Básicas/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: /Descrição geral do negócio/ })).toHaveValue('Salão de beleza');

    await page.unroute('**/rest/v1/agent_configs**');
    await page.getByRole('button', { name: 'Salvar e Continuar' }).click();
    await expect(page.getByText('Informações básicas salvas com sucesso!')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^WhatsApp/ })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await page.getByRole('tab', { name: /^Informações Básicas/ }).click();
    await expect(page.getByRole('textbox', { name: /Nome do Agente/ })).toHaveValue('Bia');
  });

  test('a WhatsApp gateway that fails says so, and connecting again works', async ({ page }) => {
    await openSetup(page);
    await page.getByRole('tab', { name: /^WhatsApp/ }).click();
    const fault = await fetch(`${EVOLUTION}/_control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/instance/create', status: 500, times: 1 }),
    });
    expect(fault.ok).toBe(true);
    await page.getByRole('radio', { name: 'Conectar por QR Code' }).click();
    await page.getByRole('button', { name: 'Conectar WhatsApp' }).click();
    await expect(
      page.getByRole('status').getByText('Erro ao criar instância do WhatsApp. Tente novamente.'),
    ).toBeVisible({
      timeout: 15_000,
    });
    await page.getByText('Informações de depuração').click();
    await expect(page.getByRole('log', { name: 'Informações de depuração' })).toContainText('Falha:');

    await page.getByRole('button', { name: 'Conectar WhatsApp' }).click();
    await expect(page.getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toBeVisible({ timeout: 15_000 });
  });

  test('the CSV template downloads, and wrong files get the spec messages', async ({ page }) => {
    await openSetup(page);
    await page.getByRole('tab', { name: /^Produtos\/Serviços/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar Template CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('template_produtos_servicos.csv');
    const template = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
    });
    expect(template.split(/\r?\n/)[0]).toBe('codigo,nome,valor,descricao');
    expect(template.trim().split(/\r?\n/)).toHaveLength(3);

    const picker = page.getByLabel('Importar CSV');
    await picker.setInputFiles({ name: 'produtos.txt', mimeType: 'text/plain', buffer: Buffer.from('codigo,nome') });
    await expect(page.getByText('Por favor, selecione um arquivo CSV válido')).toBeVisible();
    await picker.setInputFiles({
      name: 'outra.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('id,produto,preco\r\n1,Corte,50\r\n'),
    });
    await expect(page.getByText('Formato de CSV inválido. Use o template fornecido.')).toBeVisible();
    await picker.setInputFiles({
      name: 'vazia.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('codigo,nome,valor,descricao\r\n,,10,sem código nem nome\r\n'),
    });
    await expect(page.getByText('Nenhum produto válido encontrado no arquivo')).toBeVisible();

    // Saving with no product is refused with the spec's message.
    await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar e Continuar' }).click();
    await expect(page.getByText('Cadastre pelo menos um produto ou serviço').first()).toBeVisible();
  });
});
