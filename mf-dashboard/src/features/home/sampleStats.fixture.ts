import type { DashboardStats } from './types';

/** A full dashboard's stats for tests; override what the test is about. */
export function sampleStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    totalAtendimentos: 180,
    taxaOcupacao: 72.5,
    taxaOcupacaoTendencia: 5.2,
    mediaSatisfacao: 8.7,
    horariosLivresHoje: 2,
    proximoHorario: '16:00',
    tendenciaAtendimentos: [
      { mes: 'jun', ano: 2026, total: 20 },
      { mes: 'jul', ano: 2026, total: 24 },
      { mes: 'ago', ano: 2026, total: 28 },
      { mes: 'set', ano: 2026, total: 32 },
      { mes: 'out', ano: 2026, total: 36 },
      { mes: 'nov', ano: 2026, total: 40 },
    ],
    tempoMedioAtendimento: 17,
    taxaNoShow: 8.3,
    taxaReagendamento: 12.5,
    nps: 58,
    proximosAgendamentos: [
      {
        id: 'a1',
        data: '2026-11-24',
        inicio: '09:00',
        fim: '09:30',
        nome: 'Maria Oliveira',
        desc_agendamento: 'Consulta de clínica geral',
        status: 'confirmado',
        local: 'Presencial',
      },
    ],
    resolucaoPrimeiroContato: 80,
    hasAgentConfig: true,
    agentStatus: 'active',
    totalMensagens: 12,
    ...overrides,
  };
}
