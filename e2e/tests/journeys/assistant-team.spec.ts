import { expect, test } from '@playwright/test';
import {
  activate,
  connectWhatsApp,
  importProducts,
  saveBasicInfo,
  saveHoursWithSaturday,
} from '../../support/agentSetup';
import { adminInsert, adminSelect, payingCustomer } from '../../support/customers';
import { logIn } from '../../support/helpers';
import { whatsappClient } from '../../support/whatsappClient';

/**
 * A business of two on the real n8n: the owner (Dra. Ana Souza) sets up the assistant, Dr. Bruno Lima
 * joins the team before 'Ativar Assistente', and a client on WhatsApp (the gateway sandbox's phone, the
 * model sandbox as the language model) asks for Dr. Bruno Lima by name: the times offered are his, the
 * confirmation names him, and the appointment in the database is his.
 */
const CLIENT = '5511976540001';

test.describe(
  'assistant with a team',
  { tag: ['@shell', '@mf-agent', '@backend-assistant', '@backend-booking'] },
  () => {
    test('a client asks the assistant for Dr. Bruno Lima and is booked with him', async ({ page }) => {
      test.setTimeout(180_000);
      const owner = await payingCustomer('assistente-equipe', 'Dra. Ana Souza');
      await logIn(page, owner.email, owner.password);
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await page.getByRole('link', { name: 'Agente' }).click();
      await saveBasicInfo(page);
      await connectWhatsApp(page, owner.id);
      await importProducts(page);
      await saveHoursWithSaturday(page);

      // The second professional, with the owner's week (as the 'Equipe' page saves one).
      const [titular] = await adminSelect<{ nome: string; agenda: unknown }[]>(
        `profissionais?id_dono=eq.${owner.idDono}&titular=is.true&select=nome,agenda`,
      );
      expect(titular.nome).toBe('Dra. Ana Souza');
      const [bruno] = await adminInsert<{ id: string }[]>('profissionais?select=id', {
        id_dono: owner.idDono,
        nome: 'Dr. Bruno Lima',
        ordem: 1,
        agenda: titular.agenda,
      });
      await activate(page);

      const joana = whatsappClient(owner.id.toLowerCase(), CLIENT, 'Joana Cliente');
      const offer = await joana.say(
        'Quero marcar um horário com o Dr. Bruno Lima',
        /^Com Dr\. Bruno Lima, tenho estes horários livres em/,
      );
      const [, dd, mm, yyyy, first] = /horários livres em (\d{2})\/(\d{2})\/(\d{4}): (\d{2}:\d{2})/.exec(offer)!;
      await joana.say(
        'a primeira',
        new RegExp(
          `^Pronto! Seu horário ficou agendado para ${dd}/${mm}/${yyyy} às ${first} com Dr\\. Bruno Lima\\. Até lá!$`,
        ),
      );

      const rows = await adminSelect<{ id_profissional: string; data: string; inicio: string; origem: string }[]>(
        `g_agenda?id_dono=eq.${owner.idDono}&status=eq.agendado&select=id_profissional,data,inicio,origem`,
      );
      expect(rows).toEqual([
        { id_profissional: bruno.id, data: `${yyyy}-${mm}-${dd}`, inicio: `${first}:00`, origem: 'assistente' },
      ]);
    });
  },
);
