import { formatDateBR } from 'shared-ui/dates';
import type { Appointment } from '../types';
import { hhmm } from './times';

/** What a notice tells the client: {nome, data (dd/MM/yyyy), hora (HH:mm)}. */
export function notificationData(row: Pick<Appointment, 'nome' | 'data' | 'inicio'>) {
  return { nome: row.nome?.trim() || 'Cliente', data: formatDateBR(row.data), hora: hhmm(row.inicio) };
}
