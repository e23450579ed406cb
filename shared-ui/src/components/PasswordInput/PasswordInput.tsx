import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../../internal/icons';
import { Input, type InputProps } from '../Input/Input';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'endAdornment'> {
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export function PasswordInput({
  showPasswordLabel = 'Mostrar senha',
  hidePasswordLabel = 'Ocultar senha',
  disabled,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <Toggle
          type="button"
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </Toggle>
      }
    />
  );
}
