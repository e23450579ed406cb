import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared-ui';

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One figure with its label: an article named by the label, so a screen reader lists them. */
export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Card as="article" title={label} titleAs="h3">
      <Value>{value}</Value>
      {note && <Note>{note}</Note>}
    </Card>
  );
}

/** Cards side by side, wrapping on narrow screens. */
export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
