import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { hasContent, joinIds } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import { FieldHint } from '../Field/Field';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'value' | 'defaultValue' | 'children' | 'role'
> {
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text linked by aria-describedby. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Track = styled.button<{ $checked: boolean }>`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.gray[500])};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transform: translateX(${({ $checked }) => ($checked ? '20px' : '0')});
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Label = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${({ $hidden }) => $hidden && visuallyHiddenStyles}
`;

/** On/off toggle (role switch), e.g. a weekday's "active" toggle in the schedule editor. */
export function Switch({
  label,
  hideLabel,
  description,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  id: idProp,
  className,
  onClick,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const descriptionId = `${id}-description`;
  const [checked, setChecked] = useControllableState(checkedProp, defaultChecked, onCheckedChange);

  return (
    <Root className={className}>
      <Row>
        <Track
          ref={ref}
          type="button"
          role="switch"
          id={id}
          aria-checked={checked}
          aria-describedby={joinIds(ariaDescribedBy, hasContent(description) && descriptionId)}
          $checked={checked}
          onClick={(event) => {
            onClick?.(event);
            if (!event.defaultPrevented) setChecked(!checked);
          }}
          {...rest}
        />
        <Label htmlFor={id} $hidden={hideLabel}>
          {label}
        </Label>
      </Row>
      {hasContent(description) && <FieldHint id={descriptionId}>{description}</FieldHint>}
    </Root>
  );
}
