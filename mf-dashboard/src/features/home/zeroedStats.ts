import type { DashboardStats } from './types';

/**
 * What the home shows when the stats call fails: every figure at zero and nothing coming up, so the
 * page keeps its layout while the owner is told to try again.
 */
export const ZEROED_STATS: DashboardStats = {
  totalAtendimentos: 0,
  taxaOcupacao: 0,
  taxaOcupacaoTendencia: null,
  mediaSatisfacao: 0,
  horariosLivresHoje: 0,
  proximoHorario: null,
  tendenciaAtendimentos: [],
  tempoMedioAtendimento: 0,
  taxaNoShow: 0,
  taxaReagendamento: 0,
  nps: 0,
  proximosAgendamentos: [],
  resolucaoPrimeiroContato: 0,
  hasAgentConfig: false,
  agentStatus: null,
  totalMensagens: 0,
};
