import { forwardRef } from 'react';
import styled from 'styled-components';
import type { Slot } from '../api';
import { dayName } from '../days';
import { MESSAGES } from '../messages';
import { Choice, Section, SectionTitle } from './styles';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(84px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const TimeButton = styled(Choice)`
  width: 100%;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

interface Props {
  day: string;
  slots: readonly Slot[];
  selected: string | null;
  onSelect: (inicio: string) => void;
}

/** The free times of the chosen day; the chosen one is pressed. */
export const TimeGrid = forwardRef<HTMLHeadingElement, Props>(function TimeGrid(
  { day, slots, selected, onSelect },
  ref,
) {
  return (
    <Section aria-labelledby="horarios-titulo">
      <SectionTitle id="horarios-titulo" ref={ref} tabIndex={-1}>
        {MESSAGES.times}
      </SectionTitle>
      <Grid aria-label={`Horários de ${dayName(day)}`}>
        {slots.map((s) => (
          <li key={s.inicio}>
            <TimeButton aria-pressed={selected === s.inicio} onClick={() => onSelect(s.inicio)}>
              {s.inicio}
            </TimeButton>
          </li>
        ))}
      </Grid>
    </Section>
  );
});
