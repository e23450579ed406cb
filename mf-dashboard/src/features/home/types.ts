import type { WhatsappChannel } from 'shared-domain';
import type { AppointmentStatus } from 'shared-domain';

/** One month of the attendance trend: pt-BR abbreviation ('jun'), year, concluded attendances. */
export type TrendPoint = {
  mes: string;
  ano: number;
  total: number;
};

export type UpcomingAppointment = {
  id: string;
  /** 'yyyy-MM-dd' */
  data: string;
  /** 'HH:mm' */
  inicio: string;
  fim: string;
  nome: string | null;
  desc_agendamento: string | null;
  status: AppointmentStatus;
  local: string | null;
};

/**
 * What get_user_dashboard_stats returns (supabase/schemas/dashboard/functions/get_user_dashboard_stats.sql). Its
 * generated return type is Json; these are type aliases, not interfaces, so they are Json-compatible.
 */
export type DashboardStats = {
  totalAtendimentos: number;
  /** Current month, 1 decimal. */
  taxaOcupacao: number;
  /** This month's occupancy minus last month's, in percentage points; null with nothing to compare. */
  taxaOcupacaoTendencia: number | null;
  /** 0–10, 1 decimal. */
  mediaSatisfacao: number;
  horariosLivresHoje: number;
  /** 'HH:mm' or null. */
  proximoHorario: string | null;
  tendenciaAtendimentos: TrendPoint[];
  /** Minutes. */
  tempoMedioAtendimento: number;
  taxaNoShow: number;
  taxaReagendamento: number;
  nps: number;
  proximosAgendamentos: UpcomingAppointment[];
  resolucaoPrimeiroContato: number;
  /** An activated assistant (the default draft does not count). */
  hasAgentConfig: boolean;
  agentStatus: string | null;
  totalMensagens: number;
  /** The WhatsApp's channel; null before one is set up (older servers leave it out). */
  canalWhatsapp?: WhatsappChannel | null;
};
