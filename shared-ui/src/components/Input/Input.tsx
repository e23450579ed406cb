import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { useField } from '../../form/useField';
import { controlStyles, Field, type FieldTextProps } from '../Field/Field';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldTextProps {
  /** Something inside the right edge of the box (PasswordInput puts its toggle here). */
  endAdornment?: ReactNode;
}

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const StyledInput = styled.input<{ $invalid?: boolean; $withEnd?: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme, $withEnd }) => ($withEnd ? theme.space[12] : theme.space[3])};
`;

const End = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  display: flex;
  align-items: center;
`;

export function Input({ endAdornment, ...props }: InputProps) {
  const { field, control, invalid, rest } = useField(props);
  return (
    <Field {...field}>
      <Control>
        <StyledInput {...control} $invalid={invalid} $withEnd={Boolean(endAdornment)} {...rest} />
        {endAdornment && <End>{endAdornment}</End>}
      </Control>
    </Field>
  );
}
