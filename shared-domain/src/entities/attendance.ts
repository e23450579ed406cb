/** em_andamento marks a conversation still open; the metrics count concluido only. */
export const ATTENDANCE_STATUSES = ['em_andamento', 'concluido'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Table g_atendimento: one conversation handled by the assistant. */
export interface AttendanceRow {
  id: string;
  id_dono: string;
  status: AttendanceStatus;
  /** 0–10 (NPS scale). */
  avaliacao_cliente: number | null;
  /** Minutes. */
  duracao_atendimento: number | null;
  data_atendimento: string;
  resolvido_primeiro_contato: boolean | null;
  created_at: string;
}

export const ATTENDANCE_COLUMNS = [
  'id',
  'id_dono',
  'status',
  'avaliacao_cliente',
  'duracao_atendimento',
  'data_atendimento',
  'resolvido_primeiro_contato',
  'created_at',
] as const satisfies readonly (keyof AttendanceRow)[];
