import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useField } from '../../form/useField';
import { controlStyles, Field, type FieldTextProps } from '../Field/Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'>, FieldTextProps {
  /** Rendered as <option>s; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first empty option, e.g. 'Selecione...'. */
  placeholder?: string;
}

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[8]};
  /* A chevron drawn in CSS so the native select keeps its keyboard behaviour. */
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

export function Select({ options, placeholder, children, ...props }: SelectProps) {
  const { field, control, invalid, rest } = useField(props);
  return (
    <Field {...field}>
      <StyledSelect {...control} $invalid={invalid} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </StyledSelect>
    </Field>
  );
}
