import styled from 'styled-components';
import type { SubscriptionOverdue } from 'shared-domain';
import { formatBRL } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { accessOf, bannerShown } from './subscriptionAccess';
import { useSubscriptionState } from './useSubscriptionState';

export const SUSPENDED_TEXT =
  'Sua assinatura está suspensa por falta de pagamento. Pague a fatura em aberto para reativar seu assistente.';

const TONES = {
  warning: { border: 'warning', background: 'warningSubtle', text: 'warningText' },
  danger: { border: 'danger', background: 'dangerSubtle', text: 'dangerText' },
} as const;

const Banner = styled.div<{ $tone: keyof typeof TONES }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[TONES[$tone].border]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[TONES[$tone].background]};
  color: ${({ theme, $tone }) => theme.colors[TONES[$tone].text]};

  p {
    margin: 0;
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

function overdueText({ value, since, graceEndsOn }: SubscriptionOverdue): string {
  const invoice = value === null ? 'a fatura' : `a fatura de ${formatBRL(value)}`;
  return (
    `Pagamento em atraso: ${invoice} venceu em ${formatDateBR(since)}. ` +
    `Pague até ${formatDateBR(graceEndsOn)} para manter seu assistente ativo.`
  );
}

/**
 * The billing notice across the customer area: an overdue charge within the grace period, or the
 * suspension once the grace is over (then only 'Meu Plano' opens). 'Pagar fatura' opens the
 * provider's invoice in a new tab. Loaded by the layout only when there is one to show (its date
 * formatting is not needed otherwise).
 */
export function BillingBanner() {
  const state = useSubscriptionState();
  if (!state || !bannerShown(state)) return null;
  const restricted = accessOf(state) === 'restricted';
  const { overdue } = state;
  const text = restricted || !overdue ? SUSPENDED_TEXT : overdueText(overdue);
  return (
    <Banner role="status" $tone={restricted ? 'danger' : 'warning'}>
      <p>{text}</p>
      {overdue?.invoiceUrl && (
        <a href={overdue.invoiceUrl} target="_blank" rel="noopener noreferrer">
          Pagar fatura
        </a>
      )}
    </Banner>
  );
}
