import styled from 'styled-components';
import { Button, VisuallyHidden } from 'shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Code = styled.code`
  min-width: 0;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

// Fixed width on purpose: the mask says nothing about the value's length or characters.
export const MASK = '••••••••';

export interface MaskedValueProps {
  name: string;
  value: string;
  revealed: boolean;
  onToggle: () => void;
}

/** A credential's value, hidden until its own toggle is pressed. */
export function MaskedValue({ name, value, revealed, onToggle }: MaskedValueProps) {
  return (
    <Row>
      {revealed ? (
        <Code>{value}</Code>
      ) : (
        <Code>
          <span aria-hidden="true">{MASK}</span>
          <VisuallyHidden>Valor oculto</VisuallyHidden>
        </Code>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={revealed}
        aria-label={`${revealed ? 'Ocultar' : 'Mostrar'} valor de ${name}`}
        onClick={onToggle}
      >
        {revealed ? 'Ocultar' : 'Mostrar'}
      </Button>
    </Row>
  );
}
