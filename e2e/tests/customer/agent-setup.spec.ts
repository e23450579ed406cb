import { expect, test, type Page } from '@playwright/test';
import {
  activate,
  connectWhatsApp,
  importProducts,
  saveBasicInfo,
  saveHoursWithSaturday,
  setupTab as tab,
  workflowsOf,
} from '../../support/agentSetup';
import { addAppointments, adminSelect, payingCustomer, type Customer } from '../../support/customers';
import { logIn } from '../../support/helpers';

async function openSetup(page: Page, customer: Customer) {
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.getByRole('link', { name: 'Agente' }).click();
  await expect(page.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
}

test.describe('assistant setup', { tag: ['@mf-agent', '@backend-assistant', '@backend-booking'] }, () => {
  test('an owner completes the five steps, with a QR scan and a calendar sync, and finds the agent Ativo', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const customer = await payingCustomer('agent-setup', 'Dona da Clínica');
    await addAppointments(customer, [
      { data: '2026-12-01', inicio: '09:00', fim: '09:30', nome: 'Maria Silva', desc_agendamento: 'Consulta' },
      { data: '2026-12-02', inicio: '14:00', fim: '15:00', nome: 'João Souza', local: 'Online' },
    ]);
    await openSetup(page, customer);

    await saveBasicInfo(page);
    expect(await connectWhatsApp(page, customer.id)).toMatchObject({ instanceId: expect.any(String) });

    await importProducts(page);
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

    await saveHoursWithSaturday(page);
    const [stored] = await adminSelect<{ schedule: { dias_atendimento: Record<string, boolean> } }[]>(
      `agent_configs?select=schedule&user_id=eq.${customer.id}`,
    );
    expect(stored.schedule.dias_atendimento.sabado).toBe(true);

    await activate(page);
    expect(await workflowsOf(customer.email)).toEqual([
      expect.objectContaining({ name: `Agente - ${customer.email}`, active: true }),
    ]);

    // A reload finds everything saved: five green checks, the agent active.
    await page.reload();
    await expect(tab(page, 'Finalizar')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Informações Básicas', 'WhatsApp', 'Produtos/Serviços', 'Agenda', 'Finalizar']) {
      await expect(tab(page, name)).toContainText('concluída');
    }
    await expect(page.getByRole('tabpanel').getByText('Ativo', { exact: true })).toBeVisible();
  });
});
