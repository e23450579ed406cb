import styled from 'styled-components';
import { Badge, Card, formatBRL } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { PLAN_BENEFITS } from 'shared-domain';
import { cycleSuffix } from '../paymentDisplay';
import type { BillingPlan } from '../types';

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  small {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li::before {
    content: '✓';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.successStrong};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const PlanName = styled.h3`
  margin: 0;
`;

const Renewal = styled.p`
  margin: 0;
`;

const STATUS_LABEL: Record<string, string> = {
  ACTIVE: 'Ativo',
  active: 'Ativo',
  INACTIVE: 'Inativo',
  EXPIRED: 'Expirado',
};

/** The current plan, its renewal date and the benefits. */
export function CurrentPlanCard({ plan }: { plan: BillingPlan | null }) {
  if (!plan) {
    return (
      <Card as="section" title="Plano atual" description="Você ainda não tem um plano ativo.">
        <Benefits aria-label="Benefícios do plano">
          {PLAN_BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </Benefits>
      </Card>
    );
  }
  const status = STATUS_LABEL[plan.status] ?? plan.status;
  return (
    <Card
      as="section"
      title="Plano atual"
      actions={<Badge tone={status === 'Ativo' ? 'success' : 'neutral'}>{status}</Badge>}
    >
      <div>
        <PlanName>{plan.name}</PlanName>
        <Price>
          {formatBRL(plan.value)}
          <small>{cycleSuffix(plan.cycle)}</small>
        </Price>
        {plan.nextDueDate && <Renewal>{`Renovação em ${formatDateBR(plan.nextDueDate)}`}</Renewal>}
      </div>
      <Benefits aria-label="Benefícios do plano">
        {PLAN_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </Benefits>
    </Card>
  );
}
