/** What the owner reads when the time overlaps another active appointment. */
export const SLOT_TAKEN_MESSAGE = 'Este horário já está ocupado. Escolha outro horário.';

/**
 * The database refuses an appointment that overlaps another active one of the same owner with
 * SQLSTATE 23P01 (PostgREST answers 409), whoever writes it: this error says so in pt-BR.
 */
export class SlotTakenError extends Error {
  constructor() {
    super(SLOT_TAKEN_MESSAGE);
    this.name = 'SlotTakenError';
  }
}

/** A refused insert or update of g_agenda as an Error: a taken time becomes a SlotTakenError. */
export function appointmentWriteError(error: { code?: string; message: string }): Error {
  return error.code === '23P01' ? new SlotTakenError() : new Error(error.message);
}
