import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { hasContent } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import { FieldError } from '../Field/Field';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden';

export interface SegmentedControlOption<T extends string = string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<T extends string = string> {
  /** Names the radiogroup, e.g. 'Tipo de pessoa'. */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SegmentedControlOption<T>[];
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  /** Adds a hidden input so a native form submission carries the value. */
  name?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  error?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const GroupLabel = styled.span<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ $hidden }) => $hidden && visuallyHiddenStyles}
`;

const Group = styled.div<{ $fullWidth?: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Segment = styled.button<{ $checked: boolean }>`
  flex: 1 1 0;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.gray[300] : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.primaryText : theme.colors.gray[700])};
  box-shadow: ${({ theme, $checked }) => ($checked ? theme.shadows.sm : 'none')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** One choice among a few (e.g. Pessoa Física / Pessoa Jurídica): WAI-ARIA radio group with arrow keys. */
export function SegmentedControl<T extends string = string>({
  label,
  hideLabel,
  options,
  value: valueProp,
  defaultValue,
  onChange,
  name,
  disabled = false,
  fullWidth = false,
  error,
  className,
}: SegmentedControlProps<T>) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const invalid = hasContent(error);
  const [value, setValue] = useControllableState<T | undefined>(valueProp, defaultValue, onChange as (v?: T) => void);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const enabled = options.map((o) => !disabled && !o.disabled);
  const selectedIndex = options.findIndex((o) => o.value === value);
  // Roving tabindex: the checked radio takes the Tab stop, or the first enabled one when none is checked.
  const tabStop = selectedIndex >= 0 && enabled[selectedIndex] ? selectedIndex : enabled.indexOf(true);

  const select = (index: number) => {
    refs.current[index]?.focus();
    if (options[index].value !== value) setValue(options[index].value);
  };

  const move = (from: number, step: 1 | -1) => {
    for (let i = 1; i <= options.length; i += 1) {
      const next = (from + step * i + options.length) % options.length;
      if (enabled[next]) return next;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        target = move(index, 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        target = move(index, -1);
        break;
      case 'Home':
        target = enabled.indexOf(true);
        break;
      case 'End':
        target = enabled.lastIndexOf(true);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target >= 0) select(target);
  };

  return (
    <Root className={className}>
      <GroupLabel id={labelId} $hidden={hideLabel}>
        {label}
      </GroupLabel>
      <Group
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        aria-disabled={disabled || undefined}
        $fullWidth={fullWidth}
      >
        {options.map((option, index) => {
          const checked = option.value === value;
          return (
            <Segment
              key={option.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={!enabled[index]}
              $checked={checked}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {option.label}
            </Segment>
          );
        })}
      </Group>
      {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}
