import styled from 'styled-components';
import { Button } from 'shared-ui';
import { dayName, dayParts } from '../days';
import { MESSAGES } from '../messages';
import { Choice, Muted, Section, SectionTitle } from './styles';

const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[1]};
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
`;

const DayButton = styled(Choice)`
  min-width: 64px;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  text-transform: capitalize;
`;

const Weekday = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const DayDate = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface Props {
  /** Days of the window that have a free time, in order. */
  days: readonly string[];
  selected: string | null;
  onSelect: (day: string) => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

/** The days with free times of the two weeks shown, as a strip of buttons; days without times are left out. */
export function DayStrip({ days, selected, onSelect, onPrevious, onNext }: Props) {
  return (
    <Section aria-labelledby="dias-titulo">
      <SectionTitle id="dias-titulo">{MESSAGES.days}</SectionTitle>
      {days.length ? (
        <Strip>
          {days.map((day) => {
            const { weekday, date } = dayParts(day);
            return (
              <li key={day}>
                <DayButton aria-pressed={selected === day} aria-label={dayName(day)} onClick={() => onSelect(day)}>
                  <Weekday aria-hidden="true">{weekday}</Weekday>
                  <DayDate aria-hidden="true">{date}</DayDate>
                </DayButton>
              </li>
            );
          })}
        </Strip>
      ) : (
        <Muted>{MESSAGES.noSlots}</Muted>
      )}
      {(onPrevious || onNext) && (
        <Nav>
          {onPrevious && (
            <Button variant="ghost" size="sm" onClick={onPrevious}>
              {MESSAGES.previousDays}
            </Button>
          )}
          {onNext && (
            <Button variant="secondary" size="sm" onClick={onNext}>
              {MESSAGES.nextDays}
            </Button>
          )}
        </Nav>
      )}
    </Section>
  );
}
