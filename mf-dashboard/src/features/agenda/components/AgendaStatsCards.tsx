import { memo } from 'react';
import { StatCard, StatGrid } from '../../../components/StatCard';
import type { StatsState } from '../hooks/useAgendaStats';
import { trendLabel } from '../utils/statsDisplay';

/** Hoje, Taxa de Confirmação (with the weekly trend) and Total na Semana, from one RPC. */
export const AgendaStatsCards = memo(function AgendaStatsCards({ state }: { state: StatsState }) {
  const stats = state.status === 'ready' ? state.stats : null;
  const missing = state.status === 'loading' ? '…' : '—';
  const trend = stats ? trendLabel(stats.tendencia) : null;
  return (
    <StatGrid aria-busy={state.status === 'loading' || undefined}>
      <StatCard label="Hoje" value={stats ? stats.hoje : missing} note="agendamentos para hoje" />
      <StatCard
        label="Taxa de Confirmação"
        value={stats ? `${Math.round(stats.taxaConfirmacao)}%` : missing}
        note={trend ?? undefined}
      />
      <StatCard
        label="Total na Semana"
        value={stats ? stats.totalSemana : missing}
        note={
          stats
            ? `${stats.confirmadosSemana} ${stats.confirmadosSemana === 1 ? 'confirmado' : 'confirmados'}`
            : undefined
        }
      />
    </StatGrid>
  );
});
