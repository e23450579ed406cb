import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ManualNoticeTemplate } from 'shared-domain';
import { toast } from 'shared-ui';
import { cancelAppointment } from '../api/cancelAppointment';
import { confirmAppointments } from '../api/confirmAppointments';
import { createAppointment } from '../api/createAppointment';
import { SLOT_TAKEN_MESSAGE, SlotTakenError } from '../api/appointmentWriteError';
import { scheduleKeys } from '../api/queryKeys';
import { rescheduleAppointment } from '../api/rescheduleAppointment';
import { sendNotification } from '../api/sendNotification';
import type { Appointment, WriteOutcome } from '../types';
import type { NewAppointmentFields } from '../utils/appointmentForm';
import { mapWithConcurrency } from '../utils/mapWithConcurrency';
import { notificationData } from '../utils/notificationData';
import { AGENDA_REMINDER_MESSAGES } from '../utils/reminderMessages';
import { RemindersNotSent, remindersRefusal } from '../utils/reminderRefusal';
import { rescheduledTimes } from '../utils/reschedule';

/** The agenda's toasts. */
export const AGENDA_MESSAGES = {
  created: 'Agendamento criado com sucesso!',
  createFailed: 'Erro ao criar agendamento',
  confirmed: 'Agendamentos confirmados com sucesso!',
  confirmFailed: 'Erro ao confirmar agendamentos',
  remindersSent: AGENDA_REMINDER_MESSAGES.remindersSent,
  remindersFailed: AGENDA_REMINDER_MESSAGES.remindersFailed,
  rescheduled: 'Agendamento reagendado com sucesso!',
  rescheduleFailed: 'Erro ao reagendar agendamento',
  cancelled: 'Agendamento cancelado com sucesso!',
  cancelFailed: 'Erro ao cancelar agendamento',
  slotTaken: SLOT_TAKEN_MESSAGE,
} as const;

/** Reminders sent at once: enough to be quick, few enough not to flood the gateway. */
export const REMINDER_CONCURRENCY = 4;

function notify(row: Appointment, template: ManualNoticeTemplate) {
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
function notifyQuietly(row: Appointment, template: ManualNoticeTemplate) {
  void Promise.resolve()
    .then(() => notify(row, template))
    .catch((err: unknown) => console.warn(`[agenda] notification ${template} not sent`, err));
}

/**
 * Sends 'lembrete_manual' to each row, four at a time; rejects when any was not sent (each is
 * recorded). A client who wrote SAIR is refused by the server (409 opted_out), and the toast says so.
 */
async function sendReminders(rows: readonly Appointment[]): Promise<void> {
  const results = await mapWithConcurrency(rows, REMINDER_CONCURRENCY, (row) => notify(row, 'lembrete_manual'));
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed.length > 0) {
    throw new RemindersNotSent(
      failed.map((f) => f.reason as unknown),
      rows.length,
    );
  }
}

/** A refused create or reschedule: the taken time says so, anything else the general failure. */
const refusal = (failedMessage: string) => (err: unknown) =>
  err instanceof SlotTakenError ? AGENDA_MESSAGES.slotTaken : failedMessage;

const outcomeOf = (err: unknown): WriteOutcome => (err instanceof SlotTakenError ? 'slot_taken' : 'failed');

/** A reschedule: the day, the hour, and the professional when the business has a team. */
interface RescheduleInput {
  row: Appointment;
  data: string;
  hour: string;
  professional?: string;
}

interface Options {
  idDono: string;
  /** Rows as the server saved them, to merge into what is loaded. */
  onSaved: (rows: readonly Appointment[]) => void;
}

/**
 * What the agenda's buttons do, each a mutation (its toasts, its busy flag); each resolves true when it
 * worked (a dialog then closes), create and reschedule with a WriteOutcome, as a taken time keeps their
 * dialog open pointing at the time. After a change the saved rows are merged into what is loaded and
 * the reads derived from the appointments (stats, history, latest reminders) are read again.
 */
export function useAgendaActions({ idDono, onSaved }: Options) {
  const queryClient = useQueryClient();
  const changed = (saved: readonly Appointment[]) => {
    onSaved(saved);
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.derived(idDono) });
  };

  const creating = useMutation({
    mutationFn: (fields: NewAppointmentFields) => createAppointment(idDono, fields),
    meta: { errorLabel: '[agenda] create', errorMessage: refusal(AGENDA_MESSAGES.createFailed) },
    onSuccess: (row) => {
      changed([row]);
      toast.success(AGENDA_MESSAGES.created);
    },
  });
  const confirming = useMutation({
    mutationFn: (ids: string[]) => confirmAppointments(ids),
    meta: { errorLabel: '[agenda] confirm', errorMessage: AGENDA_MESSAGES.confirmFailed },
    onSuccess: (saved) => {
      changed(saved);
      toast.success(AGENDA_MESSAGES.confirmed);
    },
  });
  const reminding = useMutation({
    mutationFn: sendReminders,
    meta: { errorLabel: '[agenda] reminders', errorMessage: remindersRefusal },
    onSuccess: () => toast.success(AGENDA_MESSAGES.remindersSent),
    // Sent or failed, each reminder was recorded: the list shows them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.recentReminders(idDono) }),
  });
  const rescheduling = useMutation({
    mutationFn: ({ row, data, hour, professional }: RescheduleInput) =>
      rescheduleAppointment(row.id, {
        ...rescheduledTimes(row, data, hour),
        ...(professional ? { id_profissional: professional } : {}),
      }),
    meta: { errorLabel: '[agenda] reschedule', errorMessage: refusal(AGENDA_MESSAGES.rescheduleFailed) },
    onSuccess: (saved) => {
      changed([saved]);
      toast.success(AGENDA_MESSAGES.rescheduled);
      notifyQuietly(saved, 'agendamento_reagendado');
    },
  });
  const cancelling = useMutation({
    mutationFn: (row: Appointment) => cancelAppointment(row.id),
    meta: { errorLabel: '[agenda] cancel', errorMessage: AGENDA_MESSAGES.cancelFailed },
    onSuccess: (saved) => {
      changed([saved]);
      toast.success(AGENDA_MESSAGES.cancelled);
      notifyQuietly(saved, 'agendamento_cancelado');
    },
  });

  // The mutations' own functions (stable), so the callbacks below are too.
  const { mutateAsync: createAsync } = creating;
  const { mutateAsync: confirmAsync } = confirming;
  const { mutateAsync: remindAsync } = reminding;
  const { mutateAsync: rescheduleAsync } = rescheduling;
  const { mutateAsync: cancelAsync } = cancelling;

  const create = useCallback(
    (fields: NewAppointmentFields): Promise<WriteOutcome> =>
      createAsync(fields).then(() => 'saved' as const, outcomeOf),
    [createAsync],
  );
  const confirm = useCallback(
    async (rows: readonly Appointment[]) =>
      rows.length > 0 &&
      confirmAsync(rows.map((r) => r.id)).then(
        () => true,
        () => false,
      ),
    [confirmAsync],
  );
  const remind = useCallback(
    async (rows: readonly Appointment[]) =>
      rows.length > 0 &&
      remindAsync(rows).then(
        () => true,
        () => false,
      ),
    [remindAsync],
  );
  const reschedule = useCallback(
    (row: Appointment, data: string, hour: string, professional?: string): Promise<WriteOutcome> =>
      rescheduleAsync({ row, data, hour, professional }).then(() => 'saved' as const, outcomeOf),
    [rescheduleAsync],
  );
  const cancel = useCallback(
    (row: Appointment) =>
      cancelAsync(row).then(
        () => true,
        () => false,
      ),
    [cancelAsync],
  );

  return {
    create,
    confirm,
    sendReminders: remind,
    reschedule,
    cancel,
    creating: creating.isPending,
    rescheduling: rescheduling.isPending,
    bulkBusy: confirming.isPending || reminding.isPending,
  };
}
