import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { hasContent } from '../../internal/cx';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden';

// Internal building blocks for labelled form controls (Input, PasswordInput, Select, Textarea, Checkbox);
// their ids and ARIA wiring come from form/useField.

export interface FieldTextProps {
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. a search box with a visible placeholder icon). */
  hideLabel?: boolean;
  /** Help text under the control, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error text: sets aria-invalid, is linked by aria-describedby and announced (role alert). */
  error?: ReactNode;
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => $hidden && visuallyHiddenStyles}
`;

export const RequiredMark = styled.span.attrs({ 'aria-hidden': true })`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.dangerHover};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerHover};
`;

/** Border, padding and states shared by text inputs and selects. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerHover : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  &::placeholder {
    color: ${({ theme }) => theme.colors.gray[500]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerHover : theme.colors.focus)};
    outline-offset: 0;
    border-color: transparent;
  }

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface FieldProps extends FieldTextProps {
  id: string;
  hintId: string;
  errorId: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below. */
export function Field({
  id,
  label,
  hideLabel,
  hint,
  error,
  hintId,
  errorId,
  required,
  className,
  children,
}: FieldProps) {
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id} $hidden={hideLabel}>
        {label}
        {required && <RequiredMark>*</RequiredMark>}
      </FieldLabel>
      {children}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
}

/** The hint, then the error, under a control: each only when it has something to say. */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: Pick<FieldProps, 'hint' | 'error' | 'hintId' | 'errorId'>) {
  return (
    <>
      {hasContent(hint) && <FieldHint id={hintId}>{hint}</FieldHint>}
      {hasContent(error) && <FieldError id={errorId}>{error}</FieldError>}
    </>
  );
}
