import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from '../../internal/AlertIcon';
import { Button } from '../Button/Button';
import { StateDescription, StateIcon, StateRoot, StateTitle } from '../EmptyState/EmptyState';

const ErrorIcon = styled(StateIcon)`
  color: ${({ theme }) => theme.colors.dangerHover};
`;

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
  /** Retry in progress: the button is busy. */
  retrying?: boolean;
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  children?: ReactNode;
  className?: string;
}

/**
 * Something failed to load (a remote that is down, a request that failed). Announced as an alert.
 * The defaults fit the shell's remote-unavailable fallback.
 */
export function ErrorState({
  title = 'Não foi possível carregar esta área',
  description = 'Verifique sua conexão com a internet e tente novamente.',
  onRetry,
  retryLabel = 'Tentar novamente',
  retrying = false,
  titleAs = 'h2',
  children,
  className,
}: ErrorStateProps) {
  return (
    <StateRoot role="alert" className={className}>
      <ErrorIcon aria-hidden="true">
        <AlertIcon size={32} />
      </ErrorIcon>
      <StateTitle as={titleAs}>{title}</StateTitle>
      {description && <StateDescription>{description}</StateDescription>}
      {onRetry && (
        <Button variant="secondary" busy={retrying} busyLabel="Tentando novamente..." onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
      {children}
    </StateRoot>
  );
}
