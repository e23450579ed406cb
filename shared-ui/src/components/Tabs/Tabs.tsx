import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../../internal/icons';
import { useControllableState } from '../../internal/useControllableState';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type TabStatus = 'done' | 'current';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** 'done': green check (announced 'concluída'); 'current': purple dot (announced 'atual'). */
  status?: TabStatus;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tablist, e.g. 'Etapas da configuração'. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** 'automatic' selects on arrow keys; 'manual' moves focus and selects on Enter/Space. */
  activation?: 'automatic' | 'manual';
  /** Keep hidden panels mounted so their form state survives a tab switch. */
  keepMounted?: boolean;
  className?: string;
}

// min-width 0: inside a grid or flex parent the tab strip and wide panels (tables) scroll within
// the page instead of widening it on a phone.
const Root = styled.div`
  min-width: 0;
`;

const List = styled.div`
  /* The containing block of the tabs' visually hidden status words, so they scroll with the strip
     instead of widening the page. */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primaryText : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Done = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.success};
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};

  &:focus-visible {
    outline-offset: 4px;
  }
`;

/** WAI-ARIA tabs: roving tabindex, Left/Right (wrapping), Home/End. */
export function Tabs({
  label,
  items,
  value: valueProp,
  defaultValue,
  onChange,
  activation = 'automatic',
  keepMounted = false,
  className,
}: TabsProps) {
  const baseId = useId();
  const [value, setValue] = useControllableState(valueProp, defaultValue ?? items[0]?.id, onChange);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    let target: number;
    switch (event.key) {
      case 'ArrowRight':
        target = (index + 1) % count;
        break;
      case 'ArrowLeft':
        target = (index - 1 + count) % count;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = count - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    refs.current[target]?.focus();
    if (activation === 'automatic') setValue(items[target].id);
  };

  return (
    <Root className={className}>
      <List role="tablist" aria-label={label} aria-orientation="horizontal">
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={item.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => setValue(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.status === 'done' && (
                <Done>
                  <CheckIcon size={16} />
                </Done>
              )}
              {item.status === 'current' && <Dot aria-hidden="true" />}
              <span>{item.label}</span>
              {item.status === 'done' && <VisuallyHidden> concluída</VisuallyHidden>}
              {item.status === 'current' && <VisuallyHidden> atual</VisuallyHidden>}
            </Tab>
          );
        })}
      </List>
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        return (
          <Panel
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={!selected}
            tabIndex={0}
          >
            {(selected || keepMounted) && item.content}
          </Panel>
        );
      })}
    </Root>
  );
}
