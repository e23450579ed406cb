import { memo, useId } from 'react';
import { VisuallyHidden } from 'shared-ui';
import { StatCard, StatGrid } from '../../../components/StatCard';
import type { ReadState } from '../../../lib/readState';
import type { AgendaStats } from '../types';
import { trendLabel } from '../utils/statsDisplay';

/** Hoje, Taxa de Confirmação (with the weekly trend) and Total na Semana, from one RPC. */
export const AgendaStatsCards = memo(function AgendaStatsCards({ state }: { state: ReadState<AgendaStats> }) {
  // While a reload runs the figures already read stay (the section is marked busy).
  const stats = state.data ?? null;
  const missing = state.status === 'loading' ? '…' : '—';
  const trend = stats ? trendLabel(stats.tendencia) : null;
  // Every card keeps its note's line, filled or not: on a phone the cards stack, and a note arriving
  // with the figures would push the cards below it down.
  const noNote = '\u00a0';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {/* The cards' titles are h3: an h2 keeps the outline in order under the page's h1. */}
      <VisuallyHidden as="h2" id={headingId}>
        Resumo da agenda
      </VisuallyHidden>
      <StatGrid aria-busy={state.status === 'loading' || undefined}>
        <StatCard label="Hoje" value={stats ? stats.hoje : missing} note="agendamentos para hoje" />
        <StatCard
          label="Taxa de Confirmação"
          value={stats ? `${Math.round(stats.taxaConfirmacao)}%` : missing}
          note={trend ?? noNote}
        />
        <StatCard
          label="Total na Semana"
          value={stats ? stats.totalSemana : missing}
          note={
            stats
              ? `${stats.confirmadosSemana} ${stats.confirmadosSemana === 1 ? 'confirmado' : 'confirmados'}`
              : noNote
          }
        />
      </StatGrid>
    </section>
  );
});
