import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { SpinnerIcon, type SpinnerSize } from './SpinnerIcon';

export interface SpinnerProps {
  /** Announced to screen readers; shown too when `showLabel`. */
  label?: string;
  size?: SpinnerSize;
  showLabel?: boolean;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Spinner({ label = 'Carregando...', size = 'md', showLabel = false, className }: SpinnerProps) {
  return (
    <Root role="status" className={className}>
      <SpinnerIcon $size={size} />
      {showLabel ? <Label>{label}</Label> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
