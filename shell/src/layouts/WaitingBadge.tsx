import styled from 'styled-components';
import { VisuallyHidden } from 'shared-ui';

const Count = styled.span`
  min-width: 20px;
  margin-left: auto;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 20px;
  text-align: center;
`;

/** 'Conversas' n: the conversations waiting for the owner; read as '3 conversas aguardando você'. */
export function WaitingBadge({ count }: { count: number }) {
  const label = count === 1 ? '1 conversa aguardando você' : `${count} conversas aguardando você`;
  return (
    <Count title={label}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Count>
  );
}
