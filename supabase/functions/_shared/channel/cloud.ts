// The Cloud API channel: the business's phone number id and its (sealed) token. Text goes only inside
// the 24-hour window (Meta answers 131047 otherwise: conversation.ts checks the window first);
// templates are pt_BR with their body's values and quick-reply payloads.
import type { CallOptions } from '../evolution.ts';
import { graph, GraphError } from './graph.ts';
import type { Channel, TemplateSend } from './index.ts';
import { openToken } from './tokenBox.ts';

interface Sent {
  messages?: Array<{ id?: string }>;
}

const idOf = (sent: Sent) => sent?.messages?.[0]?.id ?? null;

function templateBody(to: string, t: TemplateSend) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: t.name,
      language: { code: 'pt_BR' },
      components: [
        ...(t.params.length ? [{ type: 'body', parameters: t.params.map((text) => ({ type: 'text', text })) }] : []),
        ...(t.payloads ?? []).map((payload, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload }],
        })),
      ],
    },
  };
}

export function cloudChannel(phoneNumberId: string, sealedToken: string): Channel {
  let token: Promise<string> | null = null;
  const bearer = () => (token ??= openToken(sealedToken));
  const messages = async (body: unknown, operation: string, options?: CallOptions) =>
    graph<Sent>({
      path: `/${phoneNumberId}/messages`,
      method: 'POST',
      token: await bearer(),
      body,
      operation,
      timeoutMs: options?.timeoutMs,
    });

  return {
    kind: 'cloud',
    templates: true,
    async sendText(chat, text, options) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: chat,
        type: 'text',
        text: { body: text, preview_url: false },
      };
      return { id: idOf(await messages(body, 'enviar mensagem', options)) };
    },
    async sendTemplate(chat, template, options) {
      return { id: idOf(await messages(templateBody(chat, template), 'enviar modelo', options)) };
    },
    async markRead(_chat, messageId) {
      await messages({ messaging_product: 'whatsapp', status: 'read', message_id: messageId }, 'marcar como lida');
    },
    async fetchMedia(mediaId) {
      const t = await bearer();
      const info = await graph<{ url?: string; mime_type?: string }>({
        path: `/${mediaId}`,
        token: t,
        operation: 'buscar mídia',
      });
      if (!info?.url) throw new GraphError(404, 'Mídia sem endereço', 100);
      // The URL lives about five minutes and wants the same bearer.
      const res = await fetch(info.url, {
        headers: { authorization: `Bearer ${t}` },
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new GraphError(res.status, `Falha ao baixar mídia (${res.status})`);
      return {
        bytes: new Uint8Array(await res.arrayBuffer()),
        mimeType: info.mime_type ?? res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  };
}
