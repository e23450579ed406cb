// supabase/functions/send-notification: a WhatsApp notice to an appointment's client, from the agenda.
import * as v from 'valibot';
import { fieldMessages, type FunctionContract } from './contract.ts';

/** The notices the agenda sends by hand (the automatic reminders go out from reminders-dispatch). */
export const MANUAL_NOTICE_TEMPLATES = ['agendamento_reagendado', 'agendamento_cancelado', 'lembrete_manual'] as const;
export type ManualNoticeTemplate = (typeof MANUAL_NOTICE_TEMPLATES)[number];

export const SEND_NOTIFICATION_MESSAGES = Object.freeze({
  type: 'Só notificações por WhatsApp são enviadas.',
  template: 'Modelo de notificação desconhecido.',
  appointmentId: 'Informe o agendamento.',
});

const m = SEND_NOTIFICATION_MESSAGES;

export const sendNotificationContract = {
  request: v.object(
    {
      type: v.literal('whatsapp', m.type),
      template: v.picklist(MANUAL_NOTICE_TEMPLATES, m.template),
      appointmentId: v.pipe(v.string(m.appointmentId), v.regex(/^[0-9a-f-]{36}$/i, m.appointmentId)),
      // The recipient and the text's data are read from the appointment: the browser's copy is
      // accepted and not trusted.
      to: v.optional(v.unknown()),
      data: v.optional(v.unknown()),
    },
    fieldMessages(m, m.type),
  ),
  refusals: {
    $body: { code: 'unsupported_type' },
    type: { code: 'unsupported_type' },
    template: { code: 'invalid_template' },
  },
} satisfies FunctionContract;

/** What the agenda sends. */
export interface SendNotificationRequest {
  type: 'whatsapp';
  /** The client's phone, 55 + DDD + number. */
  to: string;
  template: ManualNoticeTemplate;
  /** What the template shows: the client's name, the date (dd/MM/yyyy) and the time (HH:mm). */
  data: { nome: string; data: string; hora: string };
  appointmentId: string;
}

export interface SendNotificationAnswer {
  success: true;
  notificationId: string;
}
