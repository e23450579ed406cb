import { expect, test } from '@playwright/test';
import { ownerWithActiveAssistant } from '../../support/agentSetup';
import { whatsappClient } from '../../support/whatsappClient';

/**
 * Voice notes end to end, on the real n8n: a client books by voice (the gateway sandbox's phone sends
 * audio, the transcription sandbox says what it says, the assistant answers it as words), and the owner
 * reads the transcript in 'Conversas' and plays the audio from the private bucket.
 */
const CLIENT = '5511976540002';

test.describe(
  'voice notes',
  { tag: ['@shell', '@mf-agent', '@mf-inbox', '@backend-assistant', '@backend-conversations'] },
  () => {
    test('a client books by voice note; the owner reads the transcript and plays the audio', async ({ page }) => {
      test.setTimeout(180_000);
      const owner = await ownerWithActiveAssistant(page, 'assistente-voz', 'Dona da Voz');
      const client = whatsappClient(owner.id.toLowerCase(), CLIENT, 'Joana Voz');

      const offer = await client.sayByVoice('Quero marcar um horário', /^Entendi pelo seu áudio: .*horários livres em/);
      expect(offer).toMatch(/\d{2}\/\d{2}\/\d{4}: \d{2}:\d{2}/);
      const booked = await client.sayByVoice(
        'a primeira',
        /Pronto! Seu horário ficou agendado para .* às \d{2}:\d{2}\. Até lá!$/,
      );

      await page.getByRole('link', { name: /^Conversas/ }).click();
      await expect(page.getByRole('heading', { name: 'Conversas', level: 1 })).toBeVisible();
      await page
        .getByRole('list', { name: 'Conversas' })
        .getByRole('link', { name: /Joana Voz/ })
        .click();
      const thread = page
        .getByRole('region', { name: 'Conversa com Joana Voz' })
        .getByRole('log', { name: 'Mensagens' });
      await expect(thread.getByText('Transcrição: Quero marcar um horário')).toBeVisible();
      await expect(thread.getByText('Transcrição: a primeira')).toBeVisible();
      await expect(thread).toContainText(booked);

      // The first voice note, played from the owner's private bucket through its signed URL.
      await thread.getByRole('button', { name: 'Ouvir áudio' }).first().click();
      const audio = page.getByLabel('Áudio de Joana Voz').first();
      await expect(audio).toBeVisible();
      expect(await audio.getAttribute('src')).toMatch(/\/storage\/v1\/object\/sign\/midia-[0-9a-f-]+\/.+\?token=/);
      await expect
        .poll(() => audio.evaluate((el: HTMLAudioElement) => (Number.isFinite(el.duration) ? el.duration : 0)))
        .toBeGreaterThan(0.5);
    });
  },
);
