import { EMAIL_PATTERN, isValidPhone, toInternationalPhone, type AppointmentLocation } from 'shared-domain';
import { isCalendarDay } from 'shared-ui/dates';
import { toMinutes } from './times';

/** The 'Novo Agendamento' form as typed (time inputs give 'HH:mm', date inputs 'yyyy-MM-dd'). */
export interface AppointmentForm {
  nome: string;
  data: string;
  inicio: string;
  fim: string;
  local: AppointmentLocation;
  num_cliente: string;
  /** Optional: where e-mail reminders go when the owner turns that channel on. */
  email_cliente: string;
  desc_agendamento: string;
}

export type AppointmentFormErrors = Partial<Record<keyof AppointmentForm, string>>;

export const APPOINTMENT_FORM_MESSAGES = {
  nome: 'Informe o nome do cliente',
  data: 'Informe a data',
  inicio: 'Informe o horário de início',
  fim: 'Informe o horário de término',
  fimAfterInicio: 'O horário de término deve ser depois do horário de início',
  num_cliente: 'Informe o telefone',
  phoneInvalid: 'Telefone inválido. Informe DDD e número, ex.: (11) 98765-4321',
  emailInvalid: 'E-mail inválido',
} as const;

export function emptyAppointmentForm(data: string): AppointmentForm {
  return {
    nome: '',
    data,
    inicio: '',
    fim: '',
    local: 'Presencial',
    num_cliente: '',
    email_cliente: '',
    desc_agendamento: '',
  };
}

/**
 * Nome, data, inicio, fim and num_cliente are required. Added: fim after inicio (the
 * database refuses the row otherwise), a Brazilian phone, as the WhatsApp notices need one, and,
 * when given, an e-mail the database accepts (no whitespace, one '@').
 */
export function validateAppointmentForm(form: AppointmentForm): AppointmentFormErrors {
  const errors: AppointmentFormErrors = {};
  if (!form.nome.trim()) errors.nome = APPOINTMENT_FORM_MESSAGES.nome;
  if (!isCalendarDay(form.data)) errors.data = APPOINTMENT_FORM_MESSAGES.data;
  const inicio = toMinutes(form.inicio);
  const fim = toMinutes(form.fim);
  if (Number.isNaN(inicio)) errors.inicio = APPOINTMENT_FORM_MESSAGES.inicio;
  if (Number.isNaN(fim)) errors.fim = APPOINTMENT_FORM_MESSAGES.fim;
  else if (!Number.isNaN(inicio) && fim <= inicio) errors.fim = APPOINTMENT_FORM_MESSAGES.fimAfterInicio;
  if (!form.num_cliente.trim()) errors.num_cliente = APPOINTMENT_FORM_MESSAGES.num_cliente;
  else if (!isValidPhone(form.num_cliente)) errors.num_cliente = APPOINTMENT_FORM_MESSAGES.phoneInvalid;
  const email = form.email_cliente.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email_cliente = APPOINTMENT_FORM_MESSAGES.emailInvalid;
  return errors;
}

/** The columns the insert sends from a valid form; the phone as 55 + DDD + number. */
export interface NewAppointmentFields {
  nome: string;
  data: string;
  inicio: string;
  fim: string;
  local: AppointmentLocation;
  num_cliente: string;
  email_cliente: string | null;
  desc_agendamento: string | null;
  /** Who it is booked with; only when the business has a team (else the database books the titular). */
  id_profissional?: string;
}

export function toNewAppointment(form: AppointmentForm): NewAppointmentFields {
  return {
    nome: form.nome.trim(),
    data: form.data,
    inicio: form.inicio,
    fim: form.fim,
    local: form.local,
    num_cliente: toInternationalPhone(form.num_cliente) ?? form.num_cliente.replace(/\D/g, ''),
    email_cliente: form.email_cliente.trim() || null,
    desc_agendamento: form.desc_agendamento.trim() || null,
  };
}
