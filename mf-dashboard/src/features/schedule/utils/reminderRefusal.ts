import { AGENDA_REMINDER_MESSAGES as m } from './reminderMessages';

/** 'Enviar Lembretes' with some reminders not sent: each one's error, and how many were asked. */
export class RemindersNotSent extends AggregateError {
  constructor(
    errors: readonly unknown[],
    readonly total: number,
  ) {
    super(errors, `${errors.length} of ${total} reminders not sent`);
    this.name = 'RemindersNotSent';
  }
}

/** send-notification's refusal of a client who wrote SAIR (409 opted_out). */
const isOptedOut = (err: unknown) => (err as { code?: unknown } | null)?.code === 'opted_out';

/**
 * The toast of reminders not sent: a client who wrote SAIR is said so (alone, or how many of the
 * selection); any other failure is the general 'Erro ao enviar lembretes'.
 */
export function remindersRefusal(err: unknown): string {
  const errors = err instanceof AggregateError ? (err.errors as unknown[]) : [err];
  const total = err instanceof RemindersNotSent ? err.total : errors.length;
  if (errors.length === 0 || !errors.every(isOptedOut)) return m.remindersFailed;
  if (total === 1) return m.optedOut;
  return errors.length === total ? m.allOptedOut : m.someOptedOut(errors.length);
}
