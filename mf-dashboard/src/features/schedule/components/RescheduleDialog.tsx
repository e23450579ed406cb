import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { addMonths, formatDateBR } from 'shared-ui/dates';
import { Dialog, DialogActions, Select } from 'shared-ui/widgets';
import { SLOT_TAKEN_MESSAGE } from '../api/appointmentWriteError';
import type { Appointment, WriteOutcome } from '../types';
import { useGridFocus } from '../hooks/useGridFocus';
import { monthDays, startOfMonth } from '../utils/calendarDates';
import { rescheduledTimes } from '../utils/reschedule';
import { defaultProfessional, professionalOptions, type Team } from '../utils/team';
import { HOURS_OF_DAY, hhmm, startHour } from '../utils/times';
import { MiniCalendar } from './MiniCalendar';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HOUR_OPTIONS = HOURS_OF_DAY.map((hour) => ({ value: hour, label: hour }));

export interface RescheduleDialogProps {
  row: Appointment | null;
  today: string;
  onClose: () => void;
  /**
   * Resolves 'saved' when saved (the dialog closes); otherwise the choice stays, and a taken time
   * is said under the hour until another date or hour is chosen.
   */
  onConfirm: (row: Appointment, data: string, hour: string, professional?: string) => Promise<WriteOutcome>;
  /** The reschedule is on its way: 'Confirmar' waits and 'Cancelar' is off. */
  busy: boolean;
  /** Who works in the business: with more than one, 'Profissional' is asked (the active ones). */
  team: Team;
  /** The professional the agenda is filtered by (the select starts on the appointment's own, when active). */
  preferredProfessional?: string;
}

function RescheduleBody({
  row,
  today,
  onClose,
  onConfirm,
  busy,
  team,
  preferredProfessional,
}: RescheduleDialogProps & { row: Appointment }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const professional = chosen ?? defaultProfessional(team, [row.id_profissional, preferredProfessional]);
  const withWhom = team.isTeam ? team.nameOf(professional) : null;
  const [date, setDate] = useState<string | null>(null);
  const [month, setMonth] = useState(() => startOfMonth(row.data >= today ? row.data : today));
  const [hour, setHour] = useState(() => HOURS_OF_DAY[Math.max(0, startHour(row.inicio))]);
  const [taken, setTaken] = useState(false);
  const times = date ? rescheduledTimes(row, date, hour) : null;

  const isSelected = useCallback((day: string) => day === date, [date]);
  const isPast = useCallback((day: string) => day < today, [today]);
  const showMonth = useCallback((day: string) => setMonth(startOfMonth(day)), []);
  const days = useMemo(() => monthDays(month), [month]);
  const focus = useGridFocus(days, date ?? (row.data >= today ? row.data : today), showMonth);

  const confirm = async () => {
    if (!date) return;
    const outcome = await onConfirm(row, date, hour, team.isTeam && professional ? professional : undefined);
    if (outcome === 'saved') onClose();
    else setTaken(outcome === 'slot_taken');
  };

  const chooseDate = (day: string) => {
    setDate(day);
    setTaken(false);
  };

  return (
    <Body>
      <Nav>
        <Button variant="ghost" size="sm" aria-label="Voltar um mês" onClick={() => showMonth(addMonths(month, -1))}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="ghost" size="sm" aria-label="Avançar um mês" onClick={() => showMonth(addMonths(month, 1))}>
          <span aria-hidden="true">›</span>
        </Button>
      </Nav>
      <div ref={focus.gridRef}>
        <MiniCalendar
          month={month}
          isSelected={isSelected}
          isDisabled={isPast}
          onSelect={chooseDate}
          tabStop={focus.tabStop}
          onDayKeyDown={focus.onKeyDown}
          onDayFocus={focus.setFocused}
          today={today}
        />
      </div>
      {team.isTeam && (
        <Select
          label="Profissional"
          options={professionalOptions(team)}
          value={professional}
          onChange={(event) => {
            setChosen(event.target.value);
            setTaken(false);
          }}
        />
      )}
      <Select
        label="Horário"
        options={HOUR_OPTIONS}
        value={hour}
        error={taken ? SLOT_TAKEN_MESSAGE : undefined}
        onChange={(event) => {
          setHour(event.target.value);
          setTaken(false);
        }}
      />
      <Summary role="status">
        {times
          ? `Novo horário: ${formatDateBR(times.data)}, ${times.inicio}–${times.fim}${withWhom ? `, com ${withWhom}` : ''}`
          : 'Escolha a nova data no calendário.'}
      </Summary>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={confirm} disabled={!date} busy={busy} busyLabel="Salvando...">
          Confirmar
        </Button>
      </DialogActions>
    </Body>
  );
}

/**
 * 'Reagendar': a calendar, the professional (with a team) and an hour 00:00–23:00; Confirmar once a
 * date is chosen.
 */
export function RescheduleDialog({ row, onClose, ...rest }: RescheduleDialogProps) {
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title="Reagendar"
      description={
        row ? `${row.nome ?? 'Cliente'}, marcado para ${formatDateBR(row.data)} às ${hhmm(row.inicio)}` : undefined
      }
      maxWidth={425}
    >
      {row && <RescheduleBody key={row.id} row={row} onClose={onClose} {...rest} />}
    </Dialog>
  );
}
