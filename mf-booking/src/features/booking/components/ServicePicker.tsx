import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatBRL } from 'shared-ui';
import type { Service } from '../api';
import { durationLabel, MESSAGES } from '../messages';
import { pulse } from './States';
import { Choice, Section, SectionTitle } from './styles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const ServiceButton = styled(Choice)`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The right of a service's top line: its own duration ('45 min'), then its price; either may be absent. */
function Aside({ service, duration }: { service: Service; duration: number }) {
  const parts = [
    ...(service.duracao && service.duracao !== duration ? [durationLabel(service.duracao)] : []),
    ...(service.valor !== null ? [formatBRL(service.valor)] : []),
  ];
  return parts.length ? <span>{parts.join(' · ')}</span> : null;
}

interface Props {
  services: readonly Service[];
  /** The schedule's duration: a service that lasts otherwise shows its own. */
  duration: number;
  selected: string | null;
  onSelect: (codigo: string) => void;
  error?: string;
}

/**
 * The owner's services, one button each (name, its own duration when it has one, price, description);
 * the chosen one is pressed.
 */
export const ServicePicker = forwardRef<HTMLHeadingElement, Props>(function ServicePicker(
  { services, duration, selected, onSelect, error },
  ref,
) {
  return (
    <Section aria-labelledby="servicos-titulo">
      <SectionTitle id="servicos-titulo" ref={ref} tabIndex={-1}>
        {MESSAGES.services}
      </SectionTitle>
      <List>
        {services.map((s) => (
          <li key={s.codigo}>
            <ServiceButton aria-pressed={selected === s.codigo} onClick={() => onSelect(s.codigo)}>
              <Top>
                <span>{s.nome}</span>
                <Aside service={s} duration={duration} />
              </Top>
              {s.descricao && <Description>{s.descricao}</Description>}
            </ServiceButton>
          </li>
        ))}
      </List>
      {error && <FieldError role="alert">{error}</FieldError>}
    </Section>
  );
});

// The services before the page has run (its first paint, see FirstPaint.tsx): the same section and
// heading, and for each service a grey block holding its texts, invisible, in the same box and type
// sizes as its button, so the block has the button's size (wrapped lines included) at any width and
// the live list takes their place without moving anything.
const PlaceholderButton = styled(ServiceButton).attrs({ as: 'div', 'aria-hidden': true })`
  border-color: transparent;
  background: ${({ theme }) => theme.colors.gray[200]};
  color: transparent;
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function ServiceListPlaceholder({ children }: { children: ReactNode }) {
  return (
    <Section aria-labelledby="servicos-titulo">
      <SectionTitle id="servicos-titulo">{MESSAGES.services}</SectionTitle>
      <List>{children}</List>
    </Section>
  );
}

interface PlaceholderProps {
  name: ReactNode;
  price: ReactNode;
  /** A ServiceDescriptionPlaceholder, or nothing when the service has no description. */
  description: ReactNode;
}

export function ServicePlaceholder({ name, price, description }: PlaceholderProps) {
  return (
    <li>
      <PlaceholderButton>
        <Top>
          <span>{name}</span>
          <span>{price}</span>
        </Top>
        {description}
      </PlaceholderButton>
    </li>
  );
}

export function ServiceDescriptionPlaceholder({ children }: { children: ReactNode }) {
  return <Description>{children}</Description>;
}
