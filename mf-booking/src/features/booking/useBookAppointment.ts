// Sending the booking: the checks first (a service, the client's details), then the function; its
// refusal shows where it belongs (under a field, as the times' notice, or beside the button).
import { useState } from 'react';
import { asBookingError, bookSlot, type Booked } from './api';
import { fieldOfError } from './contactForm';
import type { ContactFormState } from './useContactForm';
import type { ServiceChoice } from './useServiceChoice';
import type { SlotChoice } from './useSlots';

interface Choices {
  slug: string;
  service: ServiceChoice;
  /** The professional chosen; null = 'Qualquer profissional'. */
  professional: string | null;
  slots: SlotChoice;
  contact: ContactFormState;
}

export function useBookAppointment({ slug, service, professional, slots, contact }: Choices) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);

  const submit = async () => {
    setError(null);
    if (!service.check() || !contact.check()) return;
    const { day, time } = slots;
    if (!day || !time) return;
    const { nome, telefone, email, observacao } = contact.values;
    setBusy(true);
    try {
      const result = await bookSlot(slug, {
        data: day,
        inicio: time,
        nome: nome.trim(),
        telefone,
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(service.service ? { servico: service.service } : {}),
        ...(professional ? { profissional: professional } : {}),
        ...(observacao.trim() ? { observacao: observacao.trim() } : {}),
      });
      setBooked(result);
    } catch (err) {
      const refusal = asBookingError(err);
      const field = fieldOfError(refusal.code);
      if (field) contact.pointAt(field, refusal.message);
      // The time went (or is no longer offered): name and phone stay.
      else if (refusal.code === 'slot_taken' || refusal.status === 422) slots.timeTaken(refusal.message);
      else setError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, error, booked };
}
