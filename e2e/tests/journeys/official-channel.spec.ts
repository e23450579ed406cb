import { expect, test } from '@playwright/test';
import { activate, importProducts, saveBasicInfo, saveHoursWithSaturday, setupTab } from '../../support/agentSetup';
import { addAppointments, adminSelect, payingCustomer, startInsideWindow } from '../../support/customers';
import { logIn } from '../../support/helpers';
import { SITE } from '../../support/site';
import { cloudClient, sentByNumber } from '../../support/whatsappClient';

/**
 * The official channel end to end: a new owner connects the number through Meta's Embedded Signup
 * (the Meta sandbox's popup), activates the assistant on the real n8n, a client books by conversation
 * through the Cloud API, the owner reads it in 'Conversas' with its delivery ticks, and the 24 h
 * reminder goes out as the approved template whose 'Confirmar' confirms the appointment.
 */
const META = `${SITE.stackUrl}/sandbox/meta/_control`;
const CLIENT = '5511976540001';

test.describe(
  'official WhatsApp channel',
  {
    tag: [
      '@shell',
      '@mf-agent',
      '@mf-inbox',
      '@mf-dashboard',
      '@backend-assistant',
      '@backend-conversations',
      '@backend-reminders',
    ],
  },
  () => {
    test('connect with Meta, book by conversation, read it, confirm the reminder with its button', async ({ page }) => {
      test.setTimeout(240_000);
      const owner = await payingCustomer('canal-oficial', 'Dona Oficial');
      const number = `55219${String(Date.now()).slice(-8)}`;
      await logIn(page, owner.email, owner.password);
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await page.getByRole('link', { name: 'Agente' }).click();
      await saveBasicInfo(page);

      // Step 2: the official channel, through Meta's popup.
      await expect(setupTab(page, 'WhatsApp')).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('radio', { name: 'WhatsApp Business API (oficial)' }).click();
      const opened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Conectar com a Meta' }).click();
      const popup = await opened;
      await expect(popup.getByRole('heading', { name: 'Conectar sua conta do WhatsApp Business' })).toBeVisible();
      await popup.getByLabel('Nome de exibição da empresa').fill('Clínica Oficial');
      await popup.getByLabel('Número do WhatsApp (com DDI e DDD)').fill(number);
      await popup.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByText('Conectado', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Clínica Oficial')).toBeVisible();
      await expect(page.getByText(`(21) ${number.slice(4, 9)}-${number.slice(9)}`)).toBeVisible();
      await page.getByRole('button', { name: 'Próxima etapa' }).click();

      await importProducts(page);
      await saveHoursWithSaturday(page);
      await expect(page.getByText('WhatsApp: WhatsApp Business API (oficial)')).toBeVisible();
      await activate(page);

      const numbers = (await (await fetch(`${META}/numbers`)).json()) as Array<{
        phone_number_id: string;
        display_phone_number: string;
      }>;
      const { phone_number_id: numberId } = numbers.find((n) => n.display_phone_number === number)!;

      // A client books by conversation through the Cloud API.
      const joana = cloudClient(numberId, CLIENT, 'Joana Oficial');
      await joana.say('Olá, bom dia', /^Olá, Joana Oficial! Posso ver horários livres/);
      await joana.say('Quero marcar um horário', /horários livres em/);
      const booked = await joana.say(
        'a primeira',
        /^Pronto! Seu horário ficou agendado para .* às \d{2}:\d{2}\. Até lá!$/,
      );

      // The owner reads it in 'Conversas': the channel, every message, the assistant's read by the client.
      await page.getByRole('link', { name: /^Conversas/ }).click();
      await expect(page.getByRole('heading', { name: 'Conversas', level: 1 })).toBeVisible();
      await page
        .getByRole('list', { name: 'Conversas' })
        .getByRole('link', { name: /Joana Oficial/ })
        .click();
      const region = page.getByRole('region', { name: 'Conversa com Joana Oficial' });
      await expect(region.getByText('WhatsApp: WhatsApp Business API (oficial)')).toBeVisible();
      const thread = region.getByRole('log', { name: 'Mensagens' });
      for (const text of ['Olá, bom dia', 'Quero marcar um horário', 'a primeira', booked]) {
        await expect(thread).toContainText(text);
      }
      await expect(thread.getByRole('img', { name: 'Lida' }).last()).toBeVisible({ timeout: 15_000 });

      // The templates' review, as the agenda's reminder card shows it, ends approved.
      await page.getByRole('link', { name: 'Minha Agenda' }).click();
      const templates = page.getByRole('region', { name: 'Modelos do WhatsApp' });
      await expect(templates.getByRole('listitem').filter({ hasText: 'Lembrete 24h antes' })).toContainText(
        'Aprovado',
        {
          timeout: 20_000,
        },
      );

      // The 24 h reminder goes out by itself as the approved template; its 'Confirmar' confirms.
      const [appointment] = await addAppointments(owner, [
        { ...startInsideWindow(), nome: 'Joana Oficial', num_cliente: CLIENT },
      ]);
      let payload = '';
      await expect
        .poll(
          async () => {
            const sent = (await sentByNumber(numberId)).filter(
              (m) => m.to === CLIENT && m.template?.name === 'atendeai_lembrete_24h',
            );
            const buttons = sent.flatMap((m) => m.template?.components ?? []).filter((c) => c.type === 'button');
            payload =
              buttons.map((b) => b.parameters?.[0]?.payload ?? '').find((p) => p.endsWith(appointment.id)) ?? '';
            return payload;
          },
          { timeout: 60_000, message: 'the 24 h reminder as the approved template' },
        )
        .toBe(`confirmar:${appointment.id}`);
      const before = (await sentByNumber(numberId)).length;
      await joana.tap(payload, 'Confirmar');
      await expect
        .poll(
          async () =>
            (await adminSelect<Array<{ status: string }>>(`g_agenda?id=eq.${appointment.id}&select=status`))[0]?.status,
        )
        .toBe('confirmado');
      await expect
        .poll(async () => (await joana.received(before)).join('\n'))
        .toMatch(/^Obrigado, Joana Oficial! .* está confirmado\.$/m);
    });
  },
);
