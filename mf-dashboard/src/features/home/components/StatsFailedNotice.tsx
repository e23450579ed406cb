import styled from 'styled-components';
import { Button } from 'shared-ui';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};

  p {
    margin: 0;
  }
`;

/** Above the zeroed figures: they are not the owner's real numbers, and a way to read them again. */
export function StatsFailedNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Notice>
  );
}
