import { useCallback, useState } from 'react';
import type { NotificationTemplate } from 'shared-domain';
import { toast } from 'shared-ui';
import { cancelAppointment } from '../api/cancelAppointment';
import { confirmAppointments } from '../api/confirmAppointments';
import { createAppointment } from '../api/createAppointment';
import { SLOT_TAKEN_MESSAGE, SlotTakenError } from '../api/appointmentWriteError';
import { rescheduleAppointment } from '../api/rescheduleAppointment';
import { sendNotification } from '../api/sendNotification';
import type { Appointment, WriteOutcome } from '../types';
import type { NewAppointmentFields } from '../utils/appointmentForm';
import { mapWithConcurrency } from '../utils/mapWithConcurrency';
import { notificationData } from '../utils/notificationData';
import { rescheduledTimes } from '../utils/reschedule';

/** The agenda's toasts. */
export const AGENDA_MESSAGES = {
  created: 'Agendamento criado com sucesso!',
  createFailed: 'Erro ao criar agendamento',
  confirmed: 'Agendamentos confirmados com sucesso!',
  confirmFailed: 'Erro ao confirmar agendamentos',
  remindersSent: 'Lembretes enviados com sucesso!',
  remindersFailed: 'Erro ao enviar lembretes',
  rescheduled: 'Agendamento reagendado com sucesso!',
  rescheduleFailed: 'Erro ao reagendar agendamento',
  cancelled: 'Agendamento cancelado com sucesso!',
  cancelFailed: 'Erro ao cancelar agendamento',
  slotTaken: SLOT_TAKEN_MESSAGE,
} as const;

/** Reminders sent at once: enough to be quick, few enough not to flood the gateway. */
export const REMINDER_CONCURRENCY = 4;

function notify(row: Appointment, template: NotificationTemplate) {
  if (!row.num_cliente) throw new Error(`appointment ${row.id} has no phone`);
  return sendNotification({
    type: 'whatsapp',
    to: row.num_cliente,
    template,
    data: notificationData(row),
    appointmentId: row.id,
  });
}

/** A notice after a reschedule or a cancel: a failure is only logged, the flow goes on. */
function notifyQuietly(row: Appointment, template: NotificationTemplate) {
  void Promise.resolve()
    .then(() => notify(row, template))
    .catch((err: unknown) => console.warn(`[agenda] notification ${template} not sent`, err));
}

/** A refused create or reschedule: the toast, and whether the time was the reason. */
function refused(err: unknown, failedMessage: string): WriteOutcome {
  if (err instanceof SlotTakenError) {
    toast.error(AGENDA_MESSAGES.slotTaken);
    return 'slot_taken';
  }
  toast.error(failedMessage);
  return 'failed';
}

interface Options {
  idDono: string;
  /** Rows as the server saved them, to merge into what is loaded. */
  onSaved: (rows: readonly Appointment[]) => void;
  /** After any change: stats and history read again. */
  onChanged: () => void;
}

/**
 * What the agenda's buttons do; each resolves true when it worked (a dialog then closes), create and
 * reschedule with a WriteOutcome, as a taken time keeps their dialog open pointing at the time.
 */
export function useAgendaActions({ idDono, onSaved, onChanged }: Options) {
  const [bulkBusy, setBulkBusy] = useState(false);

  const create = useCallback(
    async (fields: NewAppointmentFields): Promise<WriteOutcome> => {
      try {
        const row = await createAppointment(idDono, fields);
        onSaved([row]);
        onChanged();
        toast.success(AGENDA_MESSAGES.created);
        return 'saved';
      } catch (err) {
        console.error('[agenda] create', err);
        return refused(err, AGENDA_MESSAGES.createFailed);
      }
    },
    [idDono, onSaved, onChanged],
  );

  const confirm = useCallback(
    async (rows: readonly Appointment[]) => {
      if (rows.length === 0) return false;
      setBulkBusy(true);
      try {
        const saved = await confirmAppointments(rows.map((r) => r.id));
        onSaved(saved);
        onChanged();
        toast.success(AGENDA_MESSAGES.confirmed);
        return true;
      } catch (err) {
        console.error('[agenda] confirm', err);
        toast.error(AGENDA_MESSAGES.confirmFailed);
        return false;
      } finally {
        setBulkBusy(false);
      }
    },
    [onSaved, onChanged],
  );

  const sendReminders = useCallback(async (rows: readonly Appointment[]) => {
    if (rows.length === 0) return false;
    setBulkBusy(true);
    try {
      const results = await mapWithConcurrency(rows, REMINDER_CONCURRENCY, (row) => notify(row, 'lembrete_manual'));
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed.length > 0) {
        console.warn(
          `[agenda] ${failed.length} of ${rows.length} reminders not sent`,
          failed.map((f) => f.reason),
        );
        toast.error(AGENDA_MESSAGES.remindersFailed);
        return false;
      }
      toast.success(AGENDA_MESSAGES.remindersSent);
      return true;
    } finally {
      setBulkBusy(false);
    }
  }, []);

  const reschedule = useCallback(
    async (row: Appointment, data: string, hour: string): Promise<WriteOutcome> => {
      try {
        const saved = await rescheduleAppointment(row.id, rescheduledTimes(row, data, hour));
        onSaved([saved]);
        onChanged();
        toast.success(AGENDA_MESSAGES.rescheduled);
        notifyQuietly(saved, 'agendamento_reagendado');
        return 'saved';
      } catch (err) {
        console.error('[agenda] reschedule', err);
        return refused(err, AGENDA_MESSAGES.rescheduleFailed);
      }
    },
    [onSaved, onChanged],
  );

  const cancel = useCallback(
    async (row: Appointment) => {
      try {
        const saved = await cancelAppointment(row.id);
        onSaved([saved]);
        onChanged();
        toast.success(AGENDA_MESSAGES.cancelled);
        notifyQuietly(saved, 'agendamento_cancelado');
        return true;
      } catch (err) {
        console.error('[agenda] cancel', err);
        toast.error(AGENDA_MESSAGES.cancelFailed);
        return false;
      }
    },
    [onSaved, onChanged],
  );

  return { create, confirm, sendReminders, reschedule, cancel, bulkBusy };
}
