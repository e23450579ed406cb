import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, useFieldIds, type FieldTextProps } from '../Field/Field';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldTextProps {}

const StyledTextarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

/** A labelled multi-line text field, wired like Input (hint, error, required mark). */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  id: idProp,
  className,
  required,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: TextareaProps) {
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
      <StyledTextarea
        ref={ref}
        id={id}
        rows={rows}
        required={required}
        aria-invalid={invalid || ariaInvalid || undefined}
        aria-describedby={describedBy}
        $invalid={invalid}
        {...rest}
      />
    </Field>
  );
}
