import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative illustration or icon above the title. */
  icon?: ReactNode;
  actionLabel?: ReactNode;
  onAction?: () => void;
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Anything else under the text (links, several buttons). */
  children?: ReactNode;
  className?: string;
}

export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  text-align: center;
`;

export const StateIcon = styled.div`
  display: flex;
  color: ${({ theme }) => theme.colors.gray[500]};
`;

export const StateTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const StateDescription = styled.p`
  max-width: 48ch;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Nothing here yet" block, e.g. 'Nenhum agendamento encontrado'. */
export function EmptyState({
  title,
  description,
  icon,
  actionLabel,
  onAction,
  titleAs = 'h2',
  children,
  className,
}: EmptyStateProps) {
  return (
    <StateRoot className={className}>
      {icon && <StateIcon aria-hidden="true">{icon}</StateIcon>}
      <StateTitle as={titleAs}>{title}</StateTitle>
      {description && <StateDescription>{description}</StateDescription>}
      {actionLabel && onAction && (
        <Button variant="primary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
      {children}
    </StateRoot>
  );
}
