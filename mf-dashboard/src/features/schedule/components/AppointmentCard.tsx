import { memo, useId } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { AppointmentStatusBadge } from '../../../components/AppointmentStatusBadge';
import type { Appointment } from '../types';
import { AppointmentOriginBadge } from './AppointmentOriginBadge';
import { telLink, whatsappLink } from '../utils/contactLinks';
import { formatHorario, hhmm } from '../utils/times';

// One styled root with nested rules: a list of cards stays cheap to render (view switches redraw it).
const Root = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* Cards off screen are neither laid out nor painted until scrolled to. */
  content-visibility: auto;
  contain-intrinsic-size: auto 168px;

  &[data-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: #faf8ff;
  }

  > input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  .body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
  }

  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }

  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dl > div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }

  dd.email {
    overflow-wrap: anywhere;
  }

  .description {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }

  .actions a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }

  .actions a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export interface AppointmentCardProps {
  row: Appointment;
  selected: boolean;
  onToggle: (id: string, selected: boolean) => void;
  onReschedule: (row: Appointment) => void;
  onCancel: (row: Appointment) => void;
  /** Who it is booked with, shown when the business has more than one professional. */
  professional?: string | null;
}

/** 'Selecionar Maria Oliveira, 18/03/2026 às 09:00': what the card's checkbox is called. */
export function selectionLabel(row: Appointment): string {
  return `Selecionar ${row.nome ?? 'Cliente'}, ${formatDateBR(row.data)} às ${hhmm(row.inicio)}`;
}

/**
 * One appointment: selection, name, who booked it (the booking page or the assistant), time, date,
 * the professional (with a team), location, the client's e-mail when known, description, status, Reagendar, Cancelar, and the
 * client's WhatsApp chat and phone call.
 */
export const AppointmentCard = memo(function AppointmentCard({
  row,
  selected,
  onToggle,
  onReschedule,
  onCancel,
  professional,
}: AppointmentCardProps) {
  const titleId = useId();
  const name = row.nome ?? 'Cliente';
  const chat = whatsappLink(row.num_cliente);
  const call = telLink(row.num_cliente);
  return (
    <Root aria-labelledby={titleId} data-selected={selected}>
      <input
        type="checkbox"
        checked={selected}
        // A cancelled appointment is neither confirmed nor reminded: nothing to select it for.
        disabled={row.status === 'cancelado'}
        aria-label={selectionLabel(row)}
        onChange={(event) => onToggle(row.id, event.target.checked)}
      />
      <div className="body">
        <div className="top">
          <h3 id={titleId}>{name}</h3>
          <span className="badges">
            <AppointmentOriginBadge origem={row.origem} />
            <AppointmentStatusBadge status={row.status} />
          </span>
        </div>
        <dl>
          <div>
            <dt>Horário:</dt>
            <dd>{formatHorario(row.inicio, row.fim)}</dd>
          </div>
          <div>
            <dt>Data:</dt>
            <dd>{formatDateBR(row.data)}</dd>
          </div>
          {professional && (
            <div>
              <dt>Profissional:</dt>
              <dd>{professional}</dd>
            </div>
          )}
          {row.local && (
            <div>
              <dt>Local:</dt>
              <dd>{row.local}</dd>
            </div>
          )}
          {row.email_cliente && (
            <div>
              <dt>E-mail:</dt>
              <dd className="email">{row.email_cliente}</dd>
            </div>
          )}
        </dl>
        {row.desc_agendamento && <p className="description">{row.desc_agendamento}</p>}
        <div className="actions">
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onReschedule(row)}>
            Reagendar
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={row.status === 'cancelado'}
            onClick={() => onCancel(row)}
          >
            Cancelar
          </Button>
          {chat && (
            <a href={chat} target="_blank" rel="noopener noreferrer" aria-label={`Conversar com ${name} no WhatsApp`}>
              WhatsApp
            </a>
          )}
          {call && (
            <a href={call} aria-label={`Ligar para ${name}`}>
              Ligar
            </a>
          )}
        </div>
      </div>
    </Root>
  );
});
