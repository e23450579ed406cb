import styled from 'styled-components';
import { VisuallyHidden } from 'shared-ui';
import type { CheckoutStep } from '../../lib/checkoutStore';

export const STEP_LABELS = ['Dados', 'Pagamento', 'Confirmação'] as const;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $state }) => ($state === 'todo' ? theme.fontWeights.regular : theme.fontWeights.semibold)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};

  &::before {
    content: '';
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.gray[200] : theme.colors.primary)};
  }
`;

/** The progress bar: Dados, Pagamento, Confirmação. */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  return (
    <nav aria-label="Etapas do checkout">
      <Steps>
        {STEP_LABELS.map((label, index) => {
          const n = index + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <Item key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span>
                {n}. {label}
                {state === 'done' && <VisuallyHidden> (concluída)</VisuallyHidden>}
              </span>
            </Item>
          );
        })}
      </Steps>
    </nav>
  );
}
