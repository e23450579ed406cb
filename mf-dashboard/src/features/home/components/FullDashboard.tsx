import styled from 'styled-components';
import { Card } from 'shared-ui';
import { StatCard, StatGrid } from '../../../components/StatCard';
import { formatCount, formatPercent } from '../formatFigures';
import { statCards } from '../statCards';
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
        {statCards(stats).map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
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
