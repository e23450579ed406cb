import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Card, formatBRL } from 'shared-ui';
import { PLAN_BENEFITS } from 'shared-domain';
import { cycleSuffix } from '../paymentDisplay';
import { pendingChangeLine, renewalLine, subscriptionStatusLine } from '../subscriptionDisplay';
import type { BillingPlan, MySubscription } from '../types';

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

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
`;

const STATUS_LABEL: Record<string, string> = {
  ACTIVE: 'Ativo',
  active: 'Ativo',
  INACTIVE: 'Inativo',
  EXPIRED: 'Expirado',
};

/** The state line: the local subscription's when known, else the provider's status. */
function statusBadge(plan: BillingPlan | null, subscription: MySubscription | null) {
  const line = subscription && subscriptionStatusLine(subscription);
  if (line) return <Badge tone={line.tone}>{line.label}</Badge>;
  if (!plan) return null;
  const label = STATUS_LABEL[plan.status] ?? plan.status;
  return <Badge tone={label === 'Ativo' ? 'success' : 'neutral'}>{label}</Badge>;
}

export interface CurrentPlanCardProps {
  plan: BillingPlan | null;
  subscription: MySubscription | null;
  /** The cancel button, when the subscription can be canceled. */
  footer?: ReactNode;
}

/** The current plan, its state, renewal date and pending change, and the benefits. */
export function CurrentPlanCard({ plan, subscription, footer }: CurrentPlanCardProps) {
  const benefits = (
    <Benefits aria-label="Benefícios do plano">
      {PLAN_BENEFITS.map((b) => (
        <li key={b}>{b}</li>
      ))}
    </Benefits>
  );
  // A canceled subscription may no longer be the provider's current one: the local record names it.
  const name = plan?.name ?? subscription?.planName ?? null;
  const hasPlan = name !== null && subscription?.status !== 'none';
  if (!hasPlan) {
    return (
      <Card as="section" title="Plano atual" description="Você ainda não tem um plano ativo.">
        {benefits}
      </Card>
    );
  }
  const value = plan?.value ?? subscription?.value ?? null;
  const cycle = plan?.cycle ?? subscription?.cycle ?? null;
  const renewal = renewalLine(subscription, plan?.nextDueDate ?? null);
  const change = pendingChangeLine(subscription);
  return (
    <Card as="section" title="Plano atual" actions={statusBadge(plan, subscription)}>
      <div>
        <PlanName>{name}</PlanName>
        {value !== null && (
          <Price>
            {formatBRL(value)}
            <small>{cycleSuffix(cycle)}</small>
          </Price>
        )}
        {renewal && <Renewal>{renewal}</Renewal>}
      </div>
      {change && <Notice>{change}</Notice>}
      {benefits}
      {footer}
    </Card>
  );
}
