import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

/** Why the schedule cannot be saved yet, announced when it appears; nothing when all is well. */
export function AvailabilityErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <Box role="alert">
      <p>Corrija antes de salvar:</p>
      <ul>
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Box>
  );
}
