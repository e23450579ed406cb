import styled from 'styled-components';

const Box = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  pre {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: ${({ theme }) => theme.space[3]};
    min-height: 3em;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The debug-information box (its last 10 lines). */
export function DebugBox({ lines }: { lines: readonly string[] }) {
  return (
    <Box>
      <summary>Informações de depuração</summary>
      <pre role="log" aria-label="Informações de depuração">
        {lines.length ? lines.join('\n') : 'Nenhum evento ainda.'}
      </pre>
    </Box>
  );
}
