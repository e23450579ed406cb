import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pagePath } from 'shared-build/apps';
import { Badge, Card } from 'shared-ui';
import { StatCard, StatGrid } from '../../../components/StatCard';
import { formatCount } from '../formatFigures';
import type { DashboardStats } from '../types';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};

  strong {
    display: block;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Tips = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Where the assistant is set up (all three steps are on its page). */
const AGENT = pagePath('mf_agent', 'setup');

/** The welcome variant: the assistant is not configured yet. */
export function WelcomeDashboard({ stats }: { stats: DashboardStats }) {
  const upcoming = stats.proximosAgendamentos.length;
  return (
    <>
      <StatGrid>
        <StatCard label="Status do Assistente" value={<Badge tone="warning">Não configurado</Badge>} />
        <StatCard
          label="Mensagens"
          value={formatCount(stats.totalMensagens)}
          note={`${formatCount(stats.totalAtendimentos)} atendimentos concluídos`}
        />
        <StatCard
          label="Agenda"
          value={formatCount(upcoming)}
          note={upcoming === 0 ? 'Nenhum evento agendado' : 'Próximos agendamentos'}
        />
      </StatGrid>
      <Card as="section" title="Próximos passos">
        <Steps>
          <li>
            <strong>
              <Link to={AGENT}>Configure seu assistente</Link>
            </strong>
            <span>Dê um nome, uma personalidade e conte sobre o seu negócio.</span>
          </li>
          <li>
            <strong>
              <Link to={AGENT}>Conecte seu número de WhatsApp</Link>
            </strong>
            <span>Escaneie o QR Code para o assistente responder seus clientes.</span>
          </li>
          <li>
            <strong>
              <Link to={AGENT}>Sincronize sua agenda</Link>
            </strong>
            <span>Conecte o Google Agenda e defina seus horários de atendimento.</span>
          </li>
        </Steps>
      </Card>
      <Card as="section" title="Dicas">
        <Tips>
          <li>Cadastre seus produtos e serviços com preços: o assistente usa essas informações nas respostas.</li>
          <li>Defina intervalos e a duração de cada atendimento para evitar horários sobrepostos.</li>
          <li>Ative os lembretes na Minha Agenda para reduzir faltas.</li>
        </Tips>
      </Card>
    </>
  );
}
