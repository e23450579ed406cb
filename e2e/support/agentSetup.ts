// The assistant setup's steps shared by the journeys that configure an assistant.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { payingCustomer, type Customer } from './customers';
import { logIn } from './helpers';
import { SITE } from './site';

// The stack's provider sandboxes and their local keys (local-stack/src/config.ts).
const EVOLUTION = `${SITE.stackUrl}/sandbox/evolution`;

/** The API key the stack made in its n8n for the functions (kept in its data folder). */
function n8nKey(): string {
  const file = path.join(SITE.dataDir, 'n8n', 'atende-ai-api-key.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { apiKey: string }).apiKey;
}

/** What an owner exports from Excel pt-BR: BOM, semicolons, CRLF, quotes, R$ values with a comma. */
export const PRODUCTS_CSV =
  '\uFEFFcodigo;nome;valor;descricao\r\n' +
  'C01;Consulta;"R$ 1.234,56";"Avaliação completa; retorno incluso"\r\n' +
  'L02;Limpeza de pele;149,90;Sessão de 60 minutos\r\n' +
  '\r\n' +
  ';Sem código;10,00;ignorada\r\n';

export const setupTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Step 1: the three fields, saved. */
export async function saveBasicInfo(
  page: Page,
  info = { name: 'Bia', personality: 'Simpática, objetiva e acolhedora', business: 'Clínica de estética em Campinas' },
) {
  await expect(setupTab(page, 'Informações Básicas')).toHaveAttribute('aria-selected', 'true');
  const save = page.getByRole('button', { name: 'Salvar e Continuar' }).first();
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /Nome do Agente/ }).fill(info.name);
  await page.getByRole('textbox', { name: /Descrição da personalidade/ }).fill(info.personality);
  await page.getByRole('textbox', { name: /Descrição geral do negócio/ }).fill(info.business);
  await save.click();
  await expect(page.getByText('Informações básicas salvas com sucesso!')).toBeVisible();
}

/** Step 2: a real QR from the gateway sandbox, scanned by the sandbox's "phone"; resolves the window event's detail. */
export async function connectWhatsApp(page: Page, userId: string): Promise<unknown> {
  await expect(setupTab(page, 'WhatsApp')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: 'Conectar por QR Code' }).click();
  await page.getByRole('button', { name: 'Conectar WhatsApp' }).click();
  const qr = page.getByRole('img', { name: 'QR Code para conectar o WhatsApp' });
  await expect(qr).toBeVisible({ timeout: 20_000 });
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByText('Instância criada! Escaneie o QR Code para conectar.')).toBeVisible();
  const connected = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        window.addEventListener('whatsappConnected', (e) => resolve((e as CustomEvent).detail)),
      ),
  );
  const scan = await fetch(`${EVOLUTION}/_control/instances/${userId}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '5519988776655' }),
  });
  expect(scan.status).toBe(200);
  await expect(page.getByText('Seu WhatsApp está conectado.', { exact: false })).toBeVisible({ timeout: 15_000 });
  const detail = await connected;
  await expect(qr).toBeHidden();
  await page.getByRole('button', { name: 'Próxima etapa' }).click();
  return detail;
}

/** Step 3: import the spreadsheet's CSV, then save. */
export async function importProducts(page: Page, csv = PRODUCTS_CSV, imported = 2) {
  await expect(setupTab(page, 'Produtos/Serviços')).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Importar CSV').setInputFiles({
    name: 'produtos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText(`${imported} produtos/serviços importados com sucesso!`)).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar e Continuar' }).click();
  await expect(page.getByText('Produtos/serviços salvos com sucesso!')).toBeVisible();
}

/** Step 4's hours: Saturday opened, saved. */
export async function saveHoursWithSaturday(page: Page) {
  await expect(setupTab(page, 'Agenda')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('switch', { name: /Sábado/ }).click();
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(page.getByText('Configuração da agenda salva com sucesso!')).toBeVisible();
}

/** Step 5: every step done, activation publishes the workflow and the agent shows 'Ativo'. */
export async function activate(page: Page) {
  await expect(setupTab(page, 'Finalizar')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Rascunho')).toBeVisible();
  await expect(page.getByText('Algumas configurações ainda estão pendentes.', { exact: false })).toBeHidden();
  await page.getByRole('button', { name: 'Ativar Assistente' }).click();
  await expect(page.getByText('Configuração finalizada com sucesso!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tabpanel').getByText('Ativo', { exact: true })).toBeVisible();
}

/** The owner's workflows in the stack's n8n, by the name activation gives them. */
export async function workflowsOf(email: string): Promise<{ name: string; active: boolean }[]> {
  const res = await fetch(`${SITE.n8nUrl}/api/v1/workflows?name=${encodeURIComponent(`Agente - ${email}`)}`, {
    headers: { 'X-N8N-API-KEY': n8nKey() },
  });
  return ((await res.json()) as { data: { name: string; active: boolean }[] }).data;
}

/** A new owner, signed in, whose assistant went through the five steps and is active (on the real n8n). */
export async function ownerWithActiveAssistant(page: Page, tag: string, fullName: string): Promise<Customer> {
  const owner = await payingCustomer(tag, fullName);
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.getByRole('link', { name: 'Agente' }).click();
  await saveBasicInfo(page);
  await connectWhatsApp(page, owner.id);
  await importProducts(page);
  await saveHoursWithSaturday(page);
  await activate(page);
  return owner;
}
