import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { downloadTextFile } from 'shared-ui/widgets';
import { useAppointments } from '../api/appointmentsQuery';
import { scheduleKeys } from '../api/queryKeys';
import type { AgendaFilters, AgendaView } from '../types';
import { rangeToLoad } from '../utils/agendaFilters';
import type { Team } from '../utils/team';
import { useAgendaActions } from './useAgendaActions';
import { useAgendaSelection } from './useAgendaSelection';
import { useVisibleAppointments } from './useVisibleAppointments';

interface AgendaListInput {
  view: AgendaView;
  day: string;
  search: string;
  filters: AgendaFilters;
  team: Team;
}

/**
 * The appointments the page works on: the month grid around the day (or the filter's period), read once
 * per range; what the views and the list show of them; the ticked cards; what the buttons do to them.
 */
export function useAgendaList(idDono: string, { view, day, search, filters, team }: AgendaListInput) {
  const queryClient = useQueryClient();
  const loadRange = useMemo(() => rangeToLoad(day, filters), [day, filters]);
  const appointments = useAppointments(idDono, loadRange, filters);
  const visible = useVisibleAppointments(appointments.rows, search, filters, view, day, team);
  const selection = useAgendaSelection(visible.listRows);
  const actions = useAgendaActions({ idDono, onSaved: appointments.applySaved });

  const confirmSelected = async () => {
    if (await actions.confirm(selection.selectedRows)) selection.clear();
  };
  const remindSelected = async () => {
    if (await actions.sendReminders(selection.selectedRows)) selection.clear();
  };
  // The list read again reads the latest reminders again too.
  const reload = () => {
    appointments.reload();
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.recentReminders(idDono) });
  };
  // The CSV writer (with papaparse) loads when the owner exports, not with the agenda.
  const exportCsv = () =>
    void import('../utils/agendaCsv')
      .then(({ AGENDA_CSV_FILENAME, toAgendaCsv }) =>
        downloadTextFile(AGENDA_CSV_FILENAME, toAgendaCsv(visible.listRows)),
      )
      .catch((err: unknown) => console.error('[agenda] export CSV', err));

  return {
    status: appointments.status,
    ...visible,
    selection,
    actions,
    confirmSelected,
    remindSelected,
    reload,
    exportCsv,
  };
}
