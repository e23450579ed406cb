import Papa from 'papaparse';
import { formatPhone } from 'shared-domain';
import { formatDateBR } from 'shared-ui/dates';
import { APPOINTMENT_STATUS_LABELS } from '../../../components/appointmentStatus';
import type { Appointment } from '../types';
import { formatHorario } from './times';

export const AGENDA_CSV_FILENAME = 'agendamentos.csv';

/** The original export's columns (data, nome, horario) and what else a business wants in a spreadsheet. */
export const AGENDA_CSV_COLUMNS = ['data', 'nome', 'horario', 'status', 'telefone', 'local', 'descricao'] as const;

const BOM = '\uFEFF';

/**
 * The appointments as CSV for Excel pt-BR: a UTF-8 byte-order mark (or accents turn into mojibake),
 * CRLF line ends, fields with commas, quotes or line breaks quoted by papaparse, and cells that a
 * spreadsheet would run as a formula (=, +, -, @) escaped.
 */
export function toAgendaCsv(rows: readonly Appointment[]): string {
  const data = rows.map((row) => [
    formatDateBR(row.data),
    row.nome ?? '',
    formatHorario(row.inicio, row.fim),
    APPOINTMENT_STATUS_LABELS[row.status] ?? row.status,
    row.num_cliente ? formatPhone(row.num_cliente) : '',
    row.local ?? '',
    row.desc_agendamento ?? '',
  ]);
  const csv = Papa.unparse(
    { fields: [...AGENDA_CSV_COLUMNS], data },
    { newline: '\r\n', quotes: false, escapeFormulae: true },
  );
  // papaparse ends the header with a line break when there are no rows, and the last row without one.
  return `${BOM}${csv.replace(/\r\n$/, '')}\r\n`;
}
