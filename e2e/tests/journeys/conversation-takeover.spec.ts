import { expect, test, type Page } from '@playwright/test';
import { ownerWithActiveAssistant } from '../../support/agentSetup';
import { sentBy, whatsappClient } from '../../support/whatsappClient';

/**
 * The owner steps into a conversation, on the real n8n with the model sandbox: takes it over, answers
 * from the panel (the assistant stays quiet meanwhile), gives it back, concludes it; the client
 * answers the satisfaction question with a 9 and the home's NPS moves; asking for a person later, the
 * assistant hands off and the menu counts the conversation waiting.
 */
const CLIENT = '5511965432109';

/** The open conversation: its header (name, status badge, actions) and its messages. */
const threadOf = (page: Page, name: string) => page.getByRole('region', { name: `Conversa com ${name}` });

test.describe(
  'conversation takeover',
  { tag: ['@shell', '@mf-agent', '@mf-dashboard', '@mf-inbox', '@backend-assistant', '@backend-conversations'] },
  () => {
    test('the owner takes over, answers, gives back; the client rates the conversation and the NPS moves', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const owner = await ownerWithActiveAssistant(page, 'conversa-assumir', 'Dona Marta');
      const instance = owner.id.toLowerCase();
      const rita = whatsappClient(instance, CLIENT, 'Rita Souza');
      await rita.say('Oi, boa tarde', /^Olá, Rita Souza!/);

      await page.getByRole('link', { name: /^Conversas/ }).click();
      await expect(page.getByRole('heading', { name: 'Conversas', level: 1 })).toBeVisible();
      await page
        .getByRole('list', { name: 'Conversas' })
        .getByRole('link', { name: /Rita Souza/ })
        .click();
      const thread = threadOf(page, 'Rita Souza');
      await thread.getByRole('button', { name: 'Assumir conversa' }).click();
      await expect(thread.getByRole('button', { name: 'Devolver ao assistente' })).toBeVisible();
      await expect(thread.getByRole('button', { name: 'Assumir conversa' })).toBeHidden();

      // The owner answers from the panel: it reaches the client's phone as sent.
      await thread.getByRole('textbox', { name: 'Mensagem' }).fill('Oi Rita, aqui é a Marta. Como posso ajudar?');
      await thread.getByRole('button', { name: 'Enviar' }).click();
      await expect(thread.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
      await expect.poll(() => rita.received()).toContain('Oi Rita, aqui é a Marta. Como posso ajudar?');

      // While the owner answers, the client's message shows up in the panel and the assistant says nothing.
      const before = (await sentBy(instance)).length;
      await rita.write('Queria saber se vocês aceitam cartão');
      await expect(thread.getByRole('log', { name: 'Mensagens' })).toContainText(
        'Queria saber se vocês aceitam cartão',
        {
          timeout: 10_000,
        },
      );
      await page.waitForTimeout(3000);
      expect(await rita.received(before)).toEqual([]);

      // Given back, the assistant answers again.
      await thread.getByRole('button', { name: 'Devolver ao assistente' }).click();
      await expect(thread.getByRole('button', { name: 'Assumir conversa' })).toBeVisible();
      await rita.say('Quero marcar um horário', /horários livres em/);

      // Concluded: the client is asked once, answers 9, and is thanked.
      await thread.getByRole('button', { name: 'Concluir' }).click();
      await expect(thread.getByText('Concluída', { exact: true })).toBeVisible();
      await expect(thread.getByRole('button', { name: 'Concluir' })).toBeHidden();
      await expect
        .poll(() => rita.received())
        .toContainEqual(expect.stringMatching(/^De 0 a 10, quanto você recomendaria .+ a um amigo\?$/));
      await rita.say('9', /^Obrigado pela sua avaliação!/);

      // The home counts it: one attendance, taken over (not resolved at first contact), rated 9.
      await page.getByRole('link', { name: 'Painel' }).click();
      await expect(page.getByRole('article', { name: 'Total de Atendimentos' })).toContainText('1');
      await expect(page.getByRole('article', { name: 'NPS' })).toContainText('100');
      await expect(page.getByRole('article', { name: 'Satisfação dos Clientes' })).toContainText('9');
      await expect(page.getByRole('article', { name: 'Resolução no Primeiro Contato' })).toContainText('0');

      // Asked for a person, the assistant hands off: the client is told, the menu counts one waiting.
      await rita.say('Quero falar com um atendente', /^Certo! Vou chamar uma pessoa da nossa equipe/);
      await expect(page.getByRole('link', { name: 'Conversas 1 conversa aguardando você' })).toBeVisible({
        timeout: 20_000,
      });
    });
  },
);
