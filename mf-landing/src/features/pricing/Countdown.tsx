import styled from 'styled-components';
import { describeCountdown, pad2, splitCountdown } from './countdownTime';
import { useCountdown } from './useCountdown';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Caption = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Timer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

// Fixed box per unit and tabular digits: the timer never changes width as it ticks.
const Unit = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryText};
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.smDown} {
    width: 56px;
    height: 56px;
  }
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
`;

const UnitName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * The limited-offer timer. It ticks every second but is not a live region (aria-live="off"): screen
 * readers read the time left, from its label, when they reach it, not once a second.
 */
export function Countdown() {
  const parts = splitCountdown(useCountdown());
  const units = [
    { value: parts.days, name: 'dias' },
    { value: parts.hours, name: 'horas' },
    { value: parts.minutes, name: 'min' },
    { value: parts.seconds, name: 's' },
  ];
  return (
    <Wrapper>
      <Caption>A oferta termina em:</Caption>
      <Timer role="timer" aria-live="off" aria-atomic="true" aria-label={`Tempo restante: ${describeCountdown(parts)}`}>
        {units.map((unit) => (
          <Unit key={unit.name} aria-hidden="true">
            <Value>{pad2(unit.value)}</Value>
            <UnitName>{unit.name}</UnitName>
          </Unit>
        ))}
      </Timer>
    </Wrapper>
  );
}
