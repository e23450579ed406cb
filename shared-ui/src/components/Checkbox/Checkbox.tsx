import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useField } from '../../form/useField';
import { FieldMessages, FieldRoot, RequiredMark, type FieldTextProps } from '../Field/Field';

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
export function Checkbox(props: CheckboxProps) {
  const { field, control, showHint, invalid, rest } = useField(props);
  return (
    <FieldRoot className={field.className}>
      <Row>
        <Box type="checkbox" {...control} {...rest} />
        <Label htmlFor={field.id}>
          {field.label}
          {field.required && <RequiredMark>*</RequiredMark>}
        </Label>
      </Row>
      {(showHint || invalid) && (
        <Below>
          <FieldMessages {...field} />
        </Below>
      )}
    </FieldRoot>
  );
}
