import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, useFieldIds, type FieldTextProps } from '../Field/Field';

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

export function Input({
  label,
  hideLabel,
  hint,
  error,
  endAdornment,
  id: idProp,
  className,
  required,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: InputProps) {
  const { id, hintId, errorId, invalid, describedBy } = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      hintId={hintId}
      errorId={errorId}
      required={required}
      className={className}
    >
      <Control>
        <StyledInput
          ref={ref}
          id={id}
          required={required}
          aria-invalid={invalid || ariaInvalid || undefined}
          aria-describedby={describedBy}
          $invalid={invalid}
          $withEnd={Boolean(endAdornment)}
          {...rest}
        />
        {endAdornment && <End>{endAdornment}</End>}
      </Control>
    </Field>
  );
}
