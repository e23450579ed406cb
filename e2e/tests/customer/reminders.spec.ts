import { expect, test } from '@playwright/test';
import { SITE } from '../../support/site';
import { logIn } from '../../support/helpers';
import { adminSelect, callFunction, payingCustomer, startInsideWindow, type Customer } from '../../support/customers';

// The gateway sandbox's own controls (not Evolution's): the phone scanning the QR, the messages the
// instance sent, a client's message arriving.
const EVOLUTION_CONTROL = `${SITE.stackUrl}/sandbox/evolution/_control`;
const CLIENT_PHONE = '5511987651234';

interface SentMessage {
  instance: string;
  number: string;
  text: string;
}

/** Connects the customer's WhatsApp as the setup does: the instance is created, the phone scans. */
async function connectWhatsapp(customer: Customer): Promise<string> {
  const { instanceId = '' } = await callFunction(customer, 'whatsapp-instance', { action: 'create' });
  const scan = await fetch(`${EVOLUTION_CONTROL}/instances/${instanceId}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '5511955554444' }),
  });
  expect(scan.ok).toBe(true);
  return instanceId;
}

async function sentTo(instance: string, number: string): Promise<SentMessage[]> {
  const res = await fetch(`${EVOLUTION_CONTROL}/messages?instance=${encodeURIComponent(instance)}`);
  return ((await res.json()) as SentMessage[]).filter((m) => m.number === number);
}

test.describe('Lembretes automáticos', { tag: ['@mf-dashboard', '@backend-reminders'] }, () => {
  test('the reminder goes out by itself and the client confirms by answering 1 on WhatsApp', async ({ page }) => {
    test.setTimeout(90_000);
    const customer = await payingCustomer('lembrete-auto', 'Dona Lembrete');
    const instance = await connectWhatsapp(customer);

    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.getByRole('link', { name: 'Minha Agenda' }).click();
    await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();

    const when = startInsideWindow();
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await dialog.getByLabel('Nome').fill('Helena Prado');
    await dialog.getByLabel('Data').fill(when.data);
    await dialog.getByLabel('Início').fill(when.inicio);
    await dialog.getByLabel('Fim').fill(when.fim);
    await dialog.getByLabel('Telefone').fill(CLIENT_PHONE.slice(2));
    await dialog.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(page.getByText('Agendamento criado com sucesso!')).toBeVisible();

    // The 24 h reminder reaches the gateway without anyone pressing 'Enviar Lembretes'.
    await expect
      .poll(async () => (await sentTo(instance, CLIENT_PHONE)).map((m) => m.text), { timeout: 30_000 })
      .toEqual([expect.stringMatching(/Helena Prado.*Responda 1 para confirmar ou 2 para cancelar/s)]);

    // The dispatcher records the send once the gateway has accepted it; a client answers after that
    // (a real one reads first), so the journey waits for it rather than racing the dispatcher.
    await expect
      .poll(
        async () =>
          (
            await adminSelect<{ status: string }[]>(
              `notifications?id_dono=eq.${customer.idDono}&channel=eq.whatsapp&select=status`,
            )
          ).map((n) => n.status),
        { timeout: 15_000 },
      )
      .toContain('sent');

    // The client answers through WhatsApp; the gateway delivers it to the product's webhook.
    const receive = await fetch(`${EVOLUTION_CONTROL}/instances/${instance}/receive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: CLIENT_PHONE, text: 'Sim, confirmo!', pushName: 'Helena' }),
    });
    expect(receive.ok).toBe(true);
    await expect.poll(async () => (await sentTo(instance, CLIENT_PHONE)).length, { timeout: 15_000 }).toBe(2);
    expect((await sentTo(instance, CLIENT_PHONE))[1].text).toContain('está confirmado');
    const [row] = await adminSelect<{ status: string }[]>(`g_agenda?id_dono=eq.${customer.idDono}&select=status`);
    expect(row.status).toBe('confirmado');

    // The owner sees it in the agenda: the appointment confirmed, the history, the reminder card.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
    await expect(page.getByText('Confirmado pelo cliente pelo WhatsApp')).toBeVisible();
    await expect(page.getByText('Confirmado pelo cliente', { exact: true })).toBeVisible();
    // The rate counts this week's appointments (Monday to Sunday): tomorrow is in it unless today is Sunday.
    const sunday =
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format() === 'Sun';
    if (!sunday) await expect(page.getByRole('article', { name: 'Taxa de Confirmação' })).toContainText('100%');
  });
});
