import { formatCount, formatOccupancyTrend, formatPercent, formatRating } from './formatFigures';
import type { DashboardStats } from './types';

export interface StatCardText {
  label: string;
  value: string;
  note?: string;
}

/**
 * The full variant's cards, in order, as text: the page renders them (FullDashboard) and so does the
 * home's first-paint script (firstPaint/), into the snapshot's cards, before React has loaded.
 */
export function statCards(stats: DashboardStats): StatCardText[] {
  return [
    { label: 'Total de Atendimentos', value: formatCount(stats.totalAtendimentos) },
    {
      label: 'Taxa de Ocupação',
      value: formatPercent(stats.taxaOcupacao),
      note: formatOccupancyTrend(stats.taxaOcupacaoTendencia) ?? 'Este mês',
    },
    { label: 'Horários Livres Hoje', value: formatCount(stats.horariosLivresHoje) },
    {
      label: 'Próximo Horário Livre',
      value: stats.proximoHorario ?? '—',
      note: stats.proximoHorario ? 'Hoje' : 'Nenhum horário livre hoje',
    },
    { label: 'Satisfação dos Clientes', value: formatRating(stats.mediaSatisfacao) },
    { label: 'NPS', value: formatCount(stats.nps), note: 'Net Promoter Score' },
    { label: 'Resolução no Primeiro Contato', value: formatPercent(stats.resolucaoPrimeiroContato) },
  ];
}
