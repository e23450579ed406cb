import { expect, test, type Page } from '@playwright/test';
import { addAppointments, adminSelect, createCustomer, type Customer } from '../support/customers';
import { logIn } from '../support/helpers';
import { SITE } from '../support/site';

// The stack's provider sandboxes and their local keys (local-stack/src/config.ts).
const EVOLUTION = `${SITE.stackUrl}/sandbox/evolution`;
const N8N = `${SITE.stackUrl}/sandbox/n8n`;
const N8N_LOCAL_KEY = 'local-n8n-api-key-atende-ai';

/** What an owner exports from Excel pt-BR: BOM, semicolons, CRLF, quotes, R$ values with a comma. */
const PRODUCTS_CSV =
  '\uFEFFcodigo;nome;valor;descricao\r\n' +
  'C01;Consulta;"R$ 1.234,56";"Avaliação completa; retorno incluso"\r\n' +
  'L02;Limpeza de pele;149,90;Sessão de 60 minutos\r\n' +
  '\r\n' +
  ';Sem código;10,00;ignorada\r\n';

async function openSetup(page: Page, customer: Customer) {
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.getByRole('link', { name: 'Agente' }).click();
  await expect(page.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe('assistant setup', () => {
  test('an owner completes the five steps, with a QR scan and a calendar sync, and finds the agent Ativo', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const customer = await createCustomer('agent-setup', 'Dona da Clínica');
    await addAppointments(customer, [
      { data: '2026-12-01', inicio: '09:00', fim: '09:30', nome: 'Maria Silva', desc_agendamento: 'Consulta' },
      { data: '2026-12-02', inicio: '14:00', fim: '15:00', nome: 'João Souza', local: 'Online' },
    ]);
    await openSetup(page, customer);

    // 1. Informações Básicas: the save waits for all three fields.
    await expect(tab(page, 'Informações Básicas')).toHaveAttribute('aria-selected', 'true');
    const save = page.getByRole('button', { name: 'Salvar e Continuar' }).first();
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: /Nome do Agente/ }).fill('Bia');
    await page.getByRole('textbox', { name: /Descrição da personalidade/ }).fill('Simpática, objetiva e acolhedora');
    await page.getByRole('textbox', { name: /Descrição geral do negócio/ }).fill('Clínica de estética em Campinas');
    await save.click();
    await expect(page.getByText('Informações básicas salvas com sucesso!')).toBeVisible();

    // 2. WhatsApp: a real QR from the gateway sandbox, scanned by the sandbox's "phone".
    await expect(tab(page, 'WhatsApp')).toHaveAttribute('aria-selected', 'true');
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
    const scan = await fetch(`${EVOLUTION}/_control/instances/${customer.id}/scan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '5519988776655' }),
    });
    expect(scan.status).toBe(200);
    await expect(page.getByText('Seu WhatsApp está conectado.', { exact: false })).toBeVisible({ timeout: 15_000 });
    expect(await connected).toMatchObject({ instanceId: expect.any(String) });
    await expect(qr).toBeHidden();
    await page.getByRole('button', { name: 'Próxima etapa' }).click();

    // 3. Produtos/Serviços: import the spreadsheet's CSV, then save.
    await expect(tab(page, 'Produtos/Serviços')).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Importar CSV').setInputFiles({
      name: 'produtos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(PRODUCTS_CSV, 'utf8'),
    });
    await expect(page.getByText('2 produtos/serviços importados com sucesso!')).toBeVisible();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar e Continuar' }).click();
    await expect(page.getByText('Produtos/serviços salvos com sucesso!')).toBeVisible();
    const products = await adminSelect<{ codigo: string; valor: number; descricao: string }[]>(
      `agent_products?select=codigo,valor,descricao&order=codigo`,
    ).then((rows) => rows.filter((r) => ['C01', 'L02'].includes(r.codigo)));
    expect(products).toEqual(
      expect.arrayContaining([
        { codigo: 'C01', valor: 1234.56, descricao: 'Avaliação completa; retorno incluso' },
        { codigo: 'L02', valor: 149.9, descricao: 'Sessão de 60 minutos' },
      ]),
    );

    // 4. Agenda: connect Google Calendar through the consent page, sync, then save the hours.
    await expect(tab(page, 'Agenda')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: /Conectar .*Google Calendar/ }).click();
    await page.getByRole('button', { name: 'Permitir' }).click();
    await expect(page).toHaveURL(/\/user-dashboard\/agent$/);
    await expect(page.getByText('Google Calendar conectado com sucesso!')).toBeVisible();
    await expect(tab(page, 'Agenda')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
    await expect(page.getByText('Eventos sincronizados com sucesso!')).toBeVisible();
    const synced = await adminSelect<{ nome: string; google_event_id: string | null }[]>(
      `g_agenda?select=nome,google_event_id&id_dono=eq.${customer.idDono}`,
    );
    expect(synced).toHaveLength(2);
    for (const row of synced) expect(row.google_event_id).toBeTruthy();

    await page.getByRole('switch', { name: /Sábado/ }).click();
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expect(page.getByText('Configuração da agenda salva com sucesso!')).toBeVisible();
    const [stored] = await adminSelect<{ schedule: { dias_atendimento: Record<string, boolean> } }[]>(
      `agent_configs?select=schedule&user_id=eq.${customer.id}`,
    );
    expect(stored.schedule.dias_atendimento.sabado).toBe(true);

    // 5. Finalizar: every step done, activation publishes the workflow.
    await expect(tab(page, 'Finalizar')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText('Rascunho')).toBeVisible();
    await expect(page.getByText('Algumas configurações ainda estão pendentes.', { exact: false })).toBeHidden();
    await page.getByRole('button', { name: 'Ativar Assistente' }).click();
    await expect(page.getByText('Configuração finalizada com sucesso!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('tabpanel').getByText('Ativo', { exact: true })).toBeVisible();

    const res = await fetch(`${N8N}/api/v1/workflows?name=${encodeURIComponent(`Agente - ${customer.email}`)}`, {
      headers: { 'X-N8N-API-KEY': N8N_LOCAL_KEY },
    });
    const { data } = (await res.json()) as { data: { name: string; active: boolean }[] };
    expect(data).toEqual([expect.objectContaining({ name: `Agente - ${customer.email}`, active: true })]);

    // A reload finds everything saved: five green checks, the agent active.
    await page.reload();
    await expect(tab(page, 'Finalizar')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Informações Básicas', 'WhatsApp', 'Produtos/Serviços', 'Agenda', 'Finalizar']) {
      await expect(tab(page, name)).toContainText('concluída');
    }
    await expect(page.getByRole('tabpanel').getByText('Ativo', { exact: true })).toBeVisible();
  });
});
