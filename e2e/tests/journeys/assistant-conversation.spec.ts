import { expect, test } from '@playwright/test';
import {
  activate,
  connectWhatsApp,
  importProducts,
  saveBasicInfo,
  saveHoursWithSaturday,
  workflowsOf,
} from '../../support/agentSetup';
import { createCustomer } from '../../support/customers';
import { logIn } from '../../support/helpers';
import { SITE } from '../../support/site';

/**
 * The product's promise end to end, on the real n8n: the owner activates the assistant, a client
 * books by WhatsApp conversation (the gateway sandbox's phone, the model sandbox as the language
 * model), and the owner finds the appointment in 'Minha Agenda' marked 'Assistente'.
 */
const EVOLUTION = `${SITE.stackUrl}/sandbox/evolution/_control`;
const CLIENT = '5511976543210';

/**
 * The client writes to the clinic's number; resolves with the assistant's answer in the chat, the
 * first new message matching `answer` (a reminder of a booking just made may reach the chat too).
 */
async function say(instance: string, text: string, answer: RegExp): Promise<string> {
  const sent = async () =>
    (await (await fetch(`${EVOLUTION}/messages?instance=${instance}`)).json()) as { number: string; text: string }[];
  const before = (await sent()).length;
  const res = await fetch(`${EVOLUTION}/instances/${instance}/receive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: CLIENT, text, pushName: 'Joana Cliente' }),
  });
  expect(res.status).toBe(200);
  let found = '';
  await expect
    .poll(
      async () => {
        found = (await sent()).slice(before).find((m) => m.number === CLIENT && answer.test(m.text))?.text ?? '';
        return found;
      },
      { timeout: 30_000, message: `an answer to "${text}" matching ${answer}` },
    )
    .not.toBe('');
  return found;
}

const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test.describe('assistant conversation', { tag: ['@shell', '@mf-agent', '@mf-dashboard'] }, () => {
  test('the owner activates the assistant, a client books by conversation, the agenda shows it', async ({ page }) => {
    test.setTimeout(180_000);
    const owner = await createCustomer('assistente-conversa', 'Dona da Clínica');
    await logIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.getByRole('link', { name: 'Agente' }).click();
    await saveBasicInfo(page);
    await connectWhatsApp(page, owner.id);
    await importProducts(page);
    await saveHoursWithSaturday(page);
    await activate(page);
    expect(await workflowsOf(owner.email)).toEqual([expect.objectContaining({ active: true })]);

    const instance = owner.id.toLowerCase();
    await say(instance, 'Olá, bom dia', /^Olá, Joana Cliente! Posso ver horários livres/);
    const offer = await say(instance, 'Quero marcar um horário', /horários livres em/);
    const [, dd, mm, yyyy, first] = /horários livres em (\d{2})\/(\d{2})\/(\d{4}): (\d{2}:\d{2})/.exec(offer)!;
    await say(
      instance,
      'a primeira',
      new RegExp(`^Pronto! Seu horário ficou agendado para ${dd}/${mm}/${yyyy} às ${first}\\. Até lá!$`),
    );

    // The owner's agenda, on the booked day: the client's name, the time, marked as the assistant's.
    await page.getByRole('link', { name: 'Minha Agenda' }).click();
    await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Dia' }).click();
    const days = Math.round(
      (Date.parse(`${yyyy}-${mm}-${dd}T12:00:00Z`) - Date.parse(`${todayInSaoPaulo()}T12:00:00Z`)) / 86_400_000,
    );
    for (let i = 0; i < days; i += 1) await page.getByRole('button', { name: 'Próximo dia' }).click();
    const appointment = page
      .getByRole('region', { name: 'Agendamentos' })
      .getByRole('article', { name: 'Joana Cliente' });
    await expect(appointment).toContainText(`${first}–`);
    await expect(appointment).toContainText('Assistente');
  });
});
