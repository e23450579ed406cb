// The WhatsApp channels a business can connect and the Cloud API's rules the screens show: the
// channel's name, the 24-hour window, the templates the platform creates and their review, and the
// delivery ticks of a sent message. The functions apply the same rules (supabase/functions/_shared/channel).

export const WHATSAPP_CHANNELS = ['evolution', 'cloud'] as const;
export type WhatsappChannel = (typeof WHATSAPP_CHANNELS)[number];

/** How the screens name each channel (step 2's choice, the home, the inbox, the activation). */
export const CHANNEL_NAMES: Readonly<Record<WhatsappChannel, string>> = Object.freeze({
  evolution: 'QR Code',
  cloud: 'WhatsApp Business API (oficial)',
});

/** The line the home and the inbox show: 'WhatsApp: QR Code', 'WhatsApp: WhatsApp Business API (oficial)'. */
export const channelLine = (channel: WhatsappChannel) => `WhatsApp: ${CHANNEL_NAMES[channel]}`;

/** Free text reaches a client only this long after their last message (Cloud API). */
export const WINDOW_HOURS = 24;

export const OUTSIDE_WINDOW_MESSAGE =
  'A conversa está fora da janela de 24 horas: só é possível enviar um modelo aprovado';

/** Whether free text may go to a client who last wrote at `lastClientMessage` (ISO), at `now`. */
export function insideWindow(lastClientMessage: string | null | undefined, now = new Date()): boolean {
  if (!lastClientMessage) return false;
  return now.getTime() - Date.parse(lastClientMessage) < WINDOW_HOURS * 3_600_000;
}

/** The templates the platform creates for each business on the Cloud API (pt_BR, UTILITY). */
export const TEMPLATE_KINDS = [
  'lembrete_24h',
  'lembrete_1h',
  'confirmacao',
  'reagendamento',
  'cancelamento',
  'pesquisa',
  'retomar_conversa',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_NAMES: Readonly<Record<TemplateKind, string>> = Object.freeze({
  lembrete_24h: 'Lembrete 24h antes',
  lembrete_1h: 'Lembrete 1h antes',
  confirmacao: 'Confirmação do agendamento',
  reagendamento: 'Aviso de reagendamento',
  cancelamento: 'Aviso de cancelamento',
  pesquisa: 'Pesquisa de satisfação',
  retomar_conversa: 'Retomar conversa',
});

export const TEMPLATE_STATUSES = ['APPROVED', 'PENDING', 'REJECTED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const TEMPLATE_STATUS_NAMES: Readonly<Record<TemplateStatus, string>> = Object.freeze({
  APPROVED: 'Aprovado',
  PENDING: 'Em análise',
  REJECTED: 'Reprovado',
});

/** The quick replies of the reminder templates, in this order (payloads: confirmar:<id>, cancelar:<id>). */
export const REMINDER_BUTTONS = ['Confirmar', 'Cancelar'] as const;

/** A sent message's delivery, as chat_messages.status records it. */
export const DELIVERY_STATUSES = ['enviando', 'enviada', 'entregue', 'lida', 'falhou'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_NAMES: Readonly<Record<DeliveryStatus, string>> = Object.freeze({
  enviando: 'Enviando',
  enviada: 'Enviada',
  entregue: 'Entregue',
  lida: 'Lida',
  falhou: 'Não enviada',
});
