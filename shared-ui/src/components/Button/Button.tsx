import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { SpinnerIcon } from '../Spinner/SpinnerIcon';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Work in progress: the button is disabled, marked aria-busy and shows a spinner and `busyLabel`. */
  busy?: boolean;
  /** Text while busy, e.g. 'Entrando...'; the normal children stay when omitted. */
  busyLabel?: ReactNode;
  /** Decorative icon before the text. */
  icon?: ReactNode;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** `type` defaults to "button" so a Button inside a form never submits it by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  busyLabel,
  icon,
  type = 'button',
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {busy ? <SpinnerIcon $size="sm" /> : icon}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </StyledButton>
  );
}
