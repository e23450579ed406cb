import type { Tables } from '../database.types.ts';
import type { WithColumns } from './rowTypes.ts';

/** em_andamento marks a conversation still open; the metrics count concluido only. */
export const ATTENDANCE_STATUSES = ['em_andamento', 'concluido'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * Table g_atendimento: one conversation handled by the assistant. Generated row, with status narrowed
 * to its CHECK list; avaliacao_cliente is 0–10 (NPS scale), duracao_atendimento in minutes.
 */
export type AttendanceRow = WithColumns<Tables<'g_atendimento'>, { status: AttendanceStatus }>;
