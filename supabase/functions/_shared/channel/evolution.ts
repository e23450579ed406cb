// The QR code channel: Evolution API v2's instance of the business (its name), text only.
import { fromBase64 } from '../base64.ts';
import { evolution } from '../evolution.ts';
import type { Channel } from './index.ts';

export function evolutionChannel(instance: string): Channel {
  return {
    kind: 'evolution',
    templates: false,
    async sendText(chat, text, options) {
      const sent = await evolution.sendText(instance, chat, text, options);
      return { id: sent?.key?.id ?? null };
    },
    sendTemplate() {
      return Promise.reject(new Error('templates exist only on the Cloud API'));
    },
    async markRead(chat, messageId) {
      await evolution.markRead(instance, chat, messageId);
    },
    async fetchMedia(messageId) {
      const media = await evolution.mediaOf(instance, messageId);
      return {
        bytes: fromBase64(media.base64),
        mimeType: media.mimetype,
      };
    },
  };
}
