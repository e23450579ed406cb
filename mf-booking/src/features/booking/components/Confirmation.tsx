// The booking done: what, when, with whom (in a team) and where, a calendar file and the business's WhatsApp. Its own chunk,
// with date-fns (through shared-ui/dates): the page before it formats days with Intl alone.
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps, usePageTitle } from 'shared-ui';
import { formatWeekdayDayMonth } from 'shared-ui/dates';
import type { Booked } from '../api';
import { buildIcs } from '../ics';
import { MESSAGES } from '../messages';
import { Section, Title } from './styles';

const Details = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd::first-letter {
    text-transform: uppercase;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const ActionLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  text-decoration: none;
  white-space: normal;
  text-align: center;
`;

interface Props {
  negocio: string;
  whatsapp: string | null;
  booked: Booked;
  service: string | null;
  /** Who the booking got, named in a team (null in a one-person business: the page says nothing). */
  professional: string | null;
}

export default function Confirmation({ negocio, whatsapp, booked, service, professional }: Props) {
  usePageTitle(`${MESSAGES.confirmed} — ${negocio}`);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const address = `${negocio} — ${MESSAGES.inPerson}`;
  // A data: URL, not a blob: one that would need revoking; it downloads as a file named below.
  const ics = useMemo(
    () =>
      `data:text/calendar;charset=utf-8,${encodeURIComponent(
        buildIcs({
          uid: booked.id,
          data: booked.data,
          inicio: booked.inicio,
          fim: booked.fim,
          summary: `${service ?? 'Agendamento'}${professional ? ` com ${professional}` : ''} — ${negocio}`,
          description: professional ? `${MESSAGES.professional}: ${professional}` : undefined,
          location: address,
        }),
      )}`,
    [booked, service, professional, negocio, address],
  );
  return (
    <Section aria-labelledby="confirmado-titulo">
      <Title as="h2" id="confirmado-titulo" ref={heading} tabIndex={-1}>
        {MESSAGES.confirmed}
      </Title>
      <Details>
        <dt>Data</dt>
        <dd>{formatWeekdayDayMonth(booked.data)}</dd>
        <dt>Horário</dt>
        <dd>
          {booked.inicio} às {booked.fim}
        </dd>
        {service && (
          <>
            <dt>Serviço</dt>
            <dd>{service}</dd>
          </>
        )}
        {professional && (
          <>
            <dt>{MESSAGES.professional}</dt>
            <dd>{professional}</dd>
          </>
        )}
        <dt>Local</dt>
        <dd>{address}</dd>
      </Details>
      <Actions>
        <ActionLink href={ics} download="agendamento.ics" $variant="primary" $size="lg" $fullWidth>
          {MESSAGES.addToCalendar}
        </ActionLink>
        {whatsapp && (
          <ActionLink
            href={`https://wa.me/${whatsapp}`}
            target="_blank"
            rel="noopener noreferrer"
            $variant="secondary"
            $size="lg"
            $fullWidth
          >
            Conversar no WhatsApp
          </ActionLink>
        )}
      </Actions>
    </Section>
  );
}
