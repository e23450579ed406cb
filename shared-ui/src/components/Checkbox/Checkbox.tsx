import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldRoot, RequiredMark, useFieldIds, type FieldTextProps } from '../Field/Field';

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>, Omit<FieldTextProps, 'hideLabel'> {}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Below = styled.div`
  padding-left: calc(18px + ${({ theme }) => theme.space[2]});
`;

/** Native checkbox; `label` may hold links (e.g. 'Li e aceito os termos de uso'). */
export function Checkbox({
  label,
  hint,
  error,
  id: idProp,
  className,
  required,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: CheckboxProps) {
  const { id, hintId, errorId, showHint, invalid, describedBy } = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <FieldRoot className={className}>
      <Row>
        <Box
          ref={ref}
          type="checkbox"
          id={id}
          required={required}
          aria-invalid={invalid || ariaInvalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <Label htmlFor={id}>
          {label}
          {required && <RequiredMark>*</RequiredMark>}
        </Label>
      </Row>
      {(showHint || invalid) && (
        <Below>
          {showHint && <FieldHint id={hintId}>{hint}</FieldHint>}
          {invalid && <FieldError id={errorId}>{error}</FieldError>}
        </Below>
      )}
    </FieldRoot>
  );
}
