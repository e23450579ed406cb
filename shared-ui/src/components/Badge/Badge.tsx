import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { AppTheme } from '../../theme/theme';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

// Dark text on a pale fill: every pair passes WCAG AA for small text (checked in theme.test.ts).
export const badgeColors = (theme: AppTheme): Record<BadgeTone, { background: string; color: string }> => ({
  neutral: { background: theme.colors.gray[100], color: theme.colors.gray[700] },
  success: { background: theme.colors.successSubtle, color: theme.colors.successText },
  warning: { background: theme.colors.warningSubtle, color: theme.colors.warningText },
  danger: { background: theme.colors.dangerSubtle, color: theme.colors.dangerText },
  info: { background: theme.colors.infoSubtle, color: theme.colors.infoText },
  brand: { background: theme.colors.primarySubtle, color: theme.colors.primaryText },
});

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  background: ${({ theme, $tone }) => badgeColors(theme)[$tone].background};
  color: ${({ theme, $tone }) => badgeColors(theme)[$tone].color};
`;

/** A short status label (Ativo, Confirmado, Pendente...). The text carries the meaning, never colour alone. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
