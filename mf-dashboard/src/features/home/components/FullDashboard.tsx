import styled from 'styled-components';
import { Card } from 'shared-ui';
import { StatCard, StatGrid } from '../../../components/StatCard';
import { formatCount, formatOccupancyTrend, formatPercent, formatRating } from '../formatFigures';
import type { DashboardStats } from '../types';
import { TrendCard } from './TrendCard';
import { UpcomingTable } from './UpcomingTable';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);

  ${({ theme }) => theme.media.mdDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Metrics = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** The full variant: the cards, the trend chart, the efficiency metrics and the upcoming table. */
export function FullDashboard({ stats }: { stats: DashboardStats }) {
  return (
    <>
      <StatGrid>
        <StatCard label="Total de Atendimentos" value={formatCount(stats.totalAtendimentos)} />
        <StatCard
          label="Taxa de Ocupação"
          value={formatPercent(stats.taxaOcupacao)}
          note={formatOccupancyTrend(stats.taxaOcupacaoTendencia) ?? 'Este mês'}
        />
        <StatCard label="Horários Livres Hoje" value={formatCount(stats.horariosLivresHoje)} />
        <StatCard
          label="Próximo Horário Livre"
          value={stats.proximoHorario ?? '—'}
          note={stats.proximoHorario ? 'Hoje' : 'Nenhum horário livre hoje'}
        />
        <StatCard label="Satisfação dos Clientes" value={formatRating(stats.mediaSatisfacao)} />
        <StatCard label="NPS" value={formatCount(stats.nps)} note="Net Promoter Score" />
        <StatCard label="Resolução no Primeiro Contato" value={formatPercent(stats.resolucaoPrimeiroContato)} />
      </StatGrid>
      <Columns>
        <TrendCard points={stats.tendenciaAtendimentos} />
        <Card as="section" title="Métricas de Eficiência">
          <Metrics>
            <div>
              <dt>Tempo médio de atendimento</dt>
              <dd>{`${formatCount(stats.tempoMedioAtendimento)} min`}</dd>
            </div>
            <div>
              <dt>Taxa de no-show</dt>
              <dd>{formatPercent(stats.taxaNoShow)}</dd>
            </div>
            <div>
              <dt>Taxa de reagendamento</dt>
              <dd>{formatPercent(stats.taxaReagendamento)}</dd>
            </div>
          </Metrics>
        </Card>
      </Columns>
      <UpcomingTable rows={stats.proximosAgendamentos} />
    </>
  );
}
