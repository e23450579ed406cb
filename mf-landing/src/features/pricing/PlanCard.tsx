import styled from 'styled-components';
import { Badge, Button, Card, formatBRL, VisuallyHidden } from 'shared-ui';
import { LANDING_REFERENCE_MONTHLY_PRICE, type LandingPlan } from 'shared-domain/landing-plans';
import type { PlanChoice } from '../../lib/usePlanChoice';
import { installmentsText, PLAN_FEATURES, totalText } from './planCopy';

const Root = styled(Card)<{ $featured: boolean }>`
  position: relative;
  height: 100%;
  border: 2px solid ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
  box-shadow: ${({ theme, $featured }) => ($featured ? theme.shadows.lg : theme.shadows.sm)};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 22px;
`;

const Prices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const OldPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
`;

const Amount = styled.span`
  font-size: 2.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
`;

const Per = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.successStrong};
  }
`;

function Check() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface PlanCardProps {
  plan: LandingPlan;
  featured?: boolean;
  planChoice: PlanChoice;
}

export function PlanCard({ plan, featured = false, planChoice }: PlanCardProps) {
  const { choose, warm, pending } = planChoice;
  const installments = installmentsText(plan);
  return (
    <Root forwardedAs="article" title={`Plano ${plan.name}`} titleAs="h3" padding="lg" $featured={featured}>
      <Tags>
        {featured && <Badge tone="brand">Mais vantajoso</Badge>}
        {plan.discountPercent > 0 && <Badge tone="success">{plan.discountPercent}% de desconto</Badge>}
      </Tags>
      <Prices>
        <OldPrice>
          <VisuallyHidden>Preço normal: </VisuallyHidden>
          <s>de {formatBRL(LANDING_REFERENCE_MONTHLY_PRICE)}</s>
          <span aria-hidden="true">/mês</span>
        </OldPrice>
        <Price>
          <VisuallyHidden>Por </VisuallyHidden>
          <Amount>{formatBRL(plan.monthlyPrice)}</Amount>
          <Per>/mês</Per>
        </Price>
        <Note>{totalText(plan)}</Note>
        {installments && <Note>{installments}</Note>}
      </Prices>
      <Features aria-label={`O que o plano ${plan.name} inclui`}>
        {PLAN_FEATURES.map((feature) => (
          <li key={feature}>
            <Check />
            <span>{feature}</span>
          </li>
        ))}
      </Features>
      <Button
        size="lg"
        fullWidth
        variant={featured ? 'primary' : 'secondary'}
        busy={pending === plan.period}
        busyLabel="Redirecionando..."
        disabled={pending !== null}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => choose(plan.period)}
      >
        Escolher plano {plan.name}
      </Button>
    </Root>
  );
}
