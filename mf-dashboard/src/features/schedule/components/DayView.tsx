import { memo, useMemo, useState } from 'react';
import styled from 'styled-components';
import { formatWeekdayDayMonth } from 'shared-ui/dates';
import type { Appointment, Professional } from '../types';
import { groupByHour } from '../utils/groupAppointments';
import { dayColumns, rowsByProfessional, type Team } from '../utils/team';
import { HOURS_OF_DAY, hhmm } from '../utils/times';
import { AppointmentOriginBadge, originLabel } from './AppointmentOriginBadge';
import { MoreButton, ViewHeading, ViewRegion } from './viewStyles';

/** Items drawn per hour until '+N mais' opens the rest of that hour. */
export const DAY_ITEMS_PER_HOUR = 6;

const Hours = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  contain: layout paint;
`;

const HourRow = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HourLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Item = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  &[data-status='cancelado'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }

  time {
    margin-right: ${({ theme }) => theme.space[2]};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .description {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** With a team, the hour column's width and each professional's least width (px). */
const HOUR_COLUMN = 64;
const PROFESSIONAL_COLUMN = 180;

/**
 * With a team: the hours and one column per professional, scrolled sideways on a phone (the hour
 * column stays in place).
 */
const Scroller = styled.div`
  overflow-x: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  contain: layout paint;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TeamTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    text-align: left;
  }

  td + td,
  th + td,
  thead th + th {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  col.hour {
    width: ${HOUR_COLUMN}px;
  }

  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  tbody th {
    position: sticky;
    left: 0;
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: normal;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  thead th:first-child {
    position: sticky;
    left: 0;
    background: ${({ theme }) => theme.colors.surface};
  }

  .inactive {
    font-weight: normal;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** One hour's appointments (of the day, or of one professional's column) and its '+N mais'. */
function HourItems({ items, open, onOpen }: { items: readonly Appointment[]; open: boolean; onOpen: () => void }) {
  const shown = open ? items : items.slice(0, DAY_ITEMS_PER_HOUR);
  const more = items.length - shown.length;
  return (
    <Items>
      {shown.map((row) => (
        <Item key={row.id} data-status={row.status}>
          <time>{hhmm(row.inicio)}</time>
          <strong>{row.nome ?? 'Cliente'}</strong>
          {row.desc_agendamento && <span className="description">{` — ${row.desc_agendamento}`}</span>}
          {originLabel(row.origem) && (
            <>
              {' '}
              <AppointmentOriginBadge origem={row.origem} />
            </>
          )}
        </Item>
      ))}
      {more > 0 && (
        <MoreButton type="button" onClick={onOpen}>
          {`+${more} mais`}
        </MoreButton>
      )}
    </Items>
  );
}

export interface DayViewProps {
  day: string;
  byDate: ReadonlyMap<string, readonly Appointment[]>;
  /** Who works in the business: with more than one, a column per professional. */
  team?: Team;
  /** The professional the agenda is filtered by: only their column. */
  professionalFilter?: string;
}

const NO_ROWS: readonly Appointment[] = [];

/**
 * 'Visão do dia': heading the date in Portuguese, 24 rows 00:00 … 23:00 with the appointments starting
 * in each. With a team, a table: a column per professional (the active ones, and an inactive one who
 * still has appointments that day), headed by their name, each appointment in its professional's column.
 */
export const DayView = memo(function DayView({ day, byDate, team, professionalFilter }: DayViewProps) {
  const rows = byDate.get(day) ?? NO_ROWS;
  return (
    <ViewRegion aria-label="Visão do dia">
      <ViewHeading>{formatWeekdayDayMonth(day)}</ViewHeading>
      {team?.isTeam ? (
        <TeamDay rows={rows} team={team} professionalFilter={professionalFilter} />
      ) : (
        <OneAgendaDay rows={rows} />
      )}
    </ViewRegion>
  );
});

function OneAgendaDay({ rows }: { rows: readonly Appointment[] }) {
  const hours = useMemo(() => groupByHour(rows), [rows]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  return (
    <Hours aria-label="Horários do dia">
      {HOURS_OF_DAY.map((hour, h) => (
        <HourRow key={hour} data-hour={hour}>
          <HourLabel>{hour}</HourLabel>
          <HourItems items={hours[h]} open={open.has(h)} onOpen={() => setOpen((s) => new Set(s).add(h))} />
        </HourRow>
      ))}
    </Hours>
  );
}

function TeamDay({
  rows,
  team,
  professionalFilter,
}: {
  rows: readonly Appointment[];
  team: Team;
  professionalFilter?: string;
}) {
  const columns = useMemo(() => dayColumns(team, rows, professionalFilter), [team, rows, professionalFilter]);
  const hoursBy = useMemo(() => {
    const byProfessional = rowsByProfessional(team, rows);
    return new Map(columns.map((p) => [p.id, groupByHour(byProfessional.get(p.id) ?? [])]));
  }, [team, rows, columns]);
  // '+N mais' opened, per hour and professional ('9|id').
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  return (
    <Scroller tabIndex={0} role="region" aria-label="Agenda por profissional">
      <TeamTable aria-label="Horários do dia" style={{ minWidth: HOUR_COLUMN + columns.length * PROFESSIONAL_COLUMN }}>
        <colgroup>
          <col className="hour" />
          {columns.map((p) => (
            <col key={p.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>Horário</VisuallyHidden>
            </th>
            {columns.map((p) => (
              <ProfessionalHeader key={p.id} professional={p} />
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS_OF_DAY.map((hour, h) => (
            <tr key={hour} data-hour={hour}>
              <th scope="row">{hour}</th>
              {columns.map((p) => {
                const key = `${h}|${p.id}`;
                return (
                  <td key={p.id}>
                    <HourItems
                      items={hoursBy.get(p.id)?.[h] ?? NO_ROWS}
                      open={open.has(key)}
                      onOpen={() => setOpen((s) => new Set(s).add(key))}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </TeamTable>
    </Scroller>
  );
}

function ProfessionalHeader({ professional }: { professional: Professional }) {
  return (
    <th scope="col">
      {professional.nome}
      {!professional.ativo && <span className="inactive"> (inativo)</span>}
    </th>
  );
}
