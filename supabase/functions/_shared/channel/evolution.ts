// The QR code channel: Evolution API v2's instance of the business (its name), text only.
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
        bytes: Uint8Array.from(atob(media.base64), (c) => c.charCodeAt(0)),
        mimeType: media.mimetype,
      };
    },
  };
}
