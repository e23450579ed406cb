import styled from 'styled-components';
import { quote, type CheckoutPlan, type PaymentMethod } from 'shared-domain';
import { formatBRL } from 'shared-ui';
import { METHOD_LABELS } from './methodLabels';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Savings = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.successText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The amount, computed by the same rules the payment function charges with (the function decides
 * it, never the browser): PIX and boleto take 5% off and show the savings.
 */
export function PaymentTotals({ plan, method, count }: { plan: CheckoutPlan; method: PaymentMethod; count: number }) {
  const price = quote(plan, method, count);
  return (
    <>
      <Totals aria-label="Valores">
        <dt>Plano {plan.name}</dt>
        <dd>{formatBRL(price.total)}</dd>
        {price.discount > 0 && (
          <>
            <dt>Desconto de 5% no {METHOD_LABELS[method]}</dt>
            <dd>− {formatBRL(price.discount)}</dd>
          </>
        )}
        <dt className="total">Total</dt>
        <dd className="total">
          {formatBRL(price.final)}
          {count > 1 && ` em ${count}x de ${formatBRL(price.installmentValue)} sem juros`}
        </dd>
      </Totals>
      {price.discount > 0 && (
        <Savings>
          Você economiza {formatBRL(price.discount)} pagando com {METHOD_LABELS[method]}.
        </Savings>
      )}
    </>
  );
}
