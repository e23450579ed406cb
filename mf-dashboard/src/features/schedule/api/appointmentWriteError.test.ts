import { appointmentWriteError, SLOT_TAKEN_MESSAGE, SlotTakenError } from './appointmentWriteError';

describe('appointmentWriteError', () => {
  it('turns the overlap refusal (23P01) into a SlotTakenError with the pt-BR message', () => {
    const error = appointmentWriteError({ code: '23P01', message: 'slot_taken' });
    expect(error).toBeInstanceOf(SlotTakenError);
    expect(error.message).toBe('Este horário já está ocupado. Escolha outro horário.');
    expect(SLOT_TAKEN_MESSAGE).toBe(error.message);
  });

  it('keeps any other refusal as a plain Error with the server message', () => {
    const error = appointmentWriteError({ code: '42501', message: 'permission denied' });
    expect(error).not.toBeInstanceOf(SlotTakenError);
    expect(error.message).toBe('permission denied');
  });
});
