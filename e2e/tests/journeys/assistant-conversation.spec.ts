import { expect, test } from '@playwright/test';
import { ownerWithActiveAssistant, workflowsOf } from '../../support/agentSetup';
import { whatsappClient } from '../../support/whatsappClient';

/**
 * The product's promise end to end, on the real n8n: the owner activates the assistant, a client
 * books by WhatsApp conversation (the gateway sandbox's phone, the model sandbox as the language
 * model), the owner finds the appointment in 'Minha Agenda' marked 'Assistente' and reads the
 * conversation in 'Conversas'.
 */
const CLIENT = '5511976543210';

const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test.describe(
  'assistant conversation',
  {
    tag: [
      '@shell',
      '@mf-agent',
      '@mf-dashboard',
      '@mf-inbox',
      '@backend-assistant',
      '@backend-conversations',
      '@backend-booking',
    ],
  },
  () => {
    test('the owner activates the assistant, a client books by conversation, the agenda shows it', async ({ page }) => {
      test.setTimeout(180_000);
      const owner = await ownerWithActiveAssistant(page, 'assistente-conversa', 'Dona da Clínica');
      expect(await workflowsOf(owner.email)).toEqual([expect.objectContaining({ active: true })]);

      const joana = whatsappClient(owner.id.toLowerCase(), CLIENT, 'Joana Cliente');
      await joana.say('Olá, bom dia', /^Olá, Joana Cliente! Posso ver horários livres/);
      const offer = await joana.say('Quero marcar um horário', /horários livres em/);
      const [, dd, mm, yyyy, first] = /horários livres em (\d{2})\/(\d{2})\/(\d{4}): (\d{2}:\d{2})/.exec(offer)!;
      const booked = await joana.say(
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

      // The owner reads the whole conversation in 'Conversas': the client's words and the assistant's.
      await page.getByRole('link', { name: /^Conversas/ }).click();
      await expect(page.getByRole('heading', { name: 'Conversas', level: 1 })).toBeVisible();
      await page
        .getByRole('list', { name: 'Conversas' })
        .getByRole('link', { name: /Joana Cliente/ })
        .click();
      const thread = page
        .getByRole('region', { name: 'Conversa com Joana Cliente' })
        .getByRole('log', { name: 'Mensagens' });
      for (const text of ['Olá, bom dia', 'Quero marcar um horário', 'a primeira', booked]) {
        await expect(thread).toContainText(text);
      }
    });
  },
);
