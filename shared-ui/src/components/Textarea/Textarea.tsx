import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useField } from '../../form/useField';
import { controlStyles, Field, type FieldTextProps } from '../Field/Field';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldTextProps {}

const StyledTextarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

/** A labelled multi-line text field, wired like Input (hint, error, required mark). */
export function Textarea({ rows = 4, ...props }: TextareaProps) {
  const { field, control, invalid, rest } = useField(props);
  return (
    <Field {...field}>
      <StyledTextarea {...control} rows={rows} $invalid={invalid} {...rest} />
    </Field>
  );
}
