import { useId, useState } from 'react';
import styled from 'styled-components';
import { CHECKOUT_PLANS, type CheckoutPlan } from 'shared-domain';
import { Badge, Button, Card, formatBRL } from 'shared-ui';
import { usePlanChange } from '../../lib/planChange';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export function planPriceText(plan: CheckoutPlan): string {
  return plan.totalPrice > 0 ? formatBRL(plan.totalPrice) : plan.price;
}

export interface OrderSummaryProps {
  plan: CheckoutPlan;
  /** 'Alterar' only before the confirmation. */
  canChange: boolean;
  onChange: (plan: CheckoutPlan) => void;
  /** The customer's plan when coming from 'Fazer Upgrade do Plano'. */
  currentPlan?: string | null;
}

/**
 * 'Resumo do Pedido': the plan, what it costs and includes, and 'Alterar'. For a customer whose
 * subscription is running, when the change applies (nothing is charged now).
 */
export function OrderSummary({ plan, canChange, onChange, currentPlan }: OrderSummaryProps) {
  const [choosing, setChoosing] = useState(false);
  const legendId = useId();
  const change = usePlanChange(plan);
  const current = change?.current.planName ?? currentPlan;
  return (
    <Card title="Resumo do Pedido" as="section">
      <Body>
        {current && <Muted>Plano atual: {current}</Muted>}
        <Row>
          <Name>Plano {plan.name}</Name>
          {canChange && (
            <Button variant="ghost" size="sm" aria-expanded={choosing} onClick={() => setChoosing((v) => !v)}>
              Alterar
            </Button>
          )}
        </Row>
        {choosing && canChange ? (
          <Choices aria-labelledby={legendId}>
            <legend id={legendId}>Escolha o plano</legend>
            {CHECKOUT_PLANS.map((option) => (
              <label key={option.period}>
                <input
                  type="radio"
                  name="plano"
                  value={option.period}
                  checked={option.period === plan.period}
                  onChange={() => {
                    setChoosing(false);
                    onChange(option);
                  }}
                />
                <span>
                  {option.name} — {planPriceText(option)}
                </span>
              </label>
            ))}
          </Choices>
        ) : (
          <>
            {change && canChange && <Notice>{change.text}</Notice>}
            <Muted>{plan.description}</Muted>
            <div>
              <Price>{planPriceText(plan)}</Price>
              <Muted>{plan.billingText}</Muted>
            </div>
            {plan.discount > 0 && (
              <div>
                <Badge tone="success">Economia de {formatBRL(plan.discount)}</Badge>
              </div>
            )}
            <List aria-label="O que está incluído">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </List>
          </>
        )}
      </Body>
    </Card>
  );
}
