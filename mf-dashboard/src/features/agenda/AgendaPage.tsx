import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { Button, Card, Spinner } from 'shared-ui';
import { formatDateBR, formatWeekdayDayMonth } from 'shared-ui/dates';
import { downloadTextFile, PageHeader, PageStack } from 'shared-ui/widgets';
import { ActiveFilters } from './components/ActiveFilters';
import { AgendaDialogs, type AgendaDialog } from './components/AgendaDialogs';
import { AgendaStatsCards } from './components/AgendaStatsCards';
import { AgendaToolbar } from './components/AgendaToolbar';
import { AppointmentList } from './components/AppointmentList';
import { CalendarControls } from './components/CalendarControls';
import { DayView } from './components/DayView';
import { HistoryCard } from './components/HistoryCard';
import { MonthView } from './components/MonthView';
import { ReminderSettingsCard } from './components/ReminderSettingsCard';
import { WeekView } from './components/WeekView';
import { useAgendaActions } from './hooks/useAgendaActions';
import { useAgendaHistory } from './hooks/useAgendaHistory';
import { useAgendaSelection } from './hooks/useAgendaSelection';
import { useAgendaStats } from './hooks/useAgendaStats';
import { useAppointments } from './hooks/useAppointments';
import { useRecentReminders } from './hooks/useRecentReminders';
import { useReminderSettings } from './hooks/useReminderSettings';
import { useVisibleAppointments } from './hooks/useVisibleAppointments';
import { useAgendaViewStore } from './stores/agendaViewStore';
import type { AgendaView, Appointment, DateRange } from './types';
import { activeFilterLabels, formatPeriod, rangeToLoad } from './utils/agendaFilters';
import { todayInAppZone } from './utils/calendarDates';
import { monthTitle } from './utils/monthLabels';
import { AGENDA_HEAD } from './pageHead';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.mdDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  /* Below the calendar: not laid out nor painted while off screen. */
  > * {
    content-visibility: auto;
    contain-intrinsic-size: auto 360px;
  }
`;

/** What the list below the views covers, in words. */
function listCaption(view: AgendaView, day: string, span: DateRange, period: boolean): string {
  if (period) return `Período: ${formatPeriod(span)}`;
  if (view === 'dia') return formatWeekdayDayMonth(day);
  if (view === 'semana') return `Semana de ${formatDateBR(span.from)} a ${formatDateBR(span.to)}`;
  return monthTitle(day);
}

/** 'Minha Agenda' (/user-dashboard/schedule): waits for the owner's code, then shows their agenda. */
export function AgendaPage() {
  const idDono = useAuthStore((s) => s.profile?.id_dono ?? null);
  if (!idDono) return <Spinner label="Carregando..." showLabel />;
  return <Agenda idDono={idDono} />;
}

function Agenda({ idDono }: { idDono: string }) {
  const view = useAgendaViewStore((s) => s.view);
  const day = useAgendaViewStore((s) => s.day);
  const search = useAgendaViewStore((s) => s.search);
  const filters = useAgendaViewStore((s) => s.filters);
  const { setView, setDay, openDay, step, goToday, setSearch, applyFilters, clearFilter, clearFilters } =
    useAgendaViewStore.getState();
  const today = todayInAppZone();

  // Data: the month grid around the day (or the filter's period), read once per range.
  const loadRange = useMemo(() => rangeToLoad(day, filters), [day, filters]);
  const appointments = useAppointments(idDono, loadRange, filters);
  const stats = useAgendaStats();
  const history = useAgendaHistory(idDono);
  const reminders = useReminderSettings(idDono);
  const recentReminders = useRecentReminders(idDono);

  const { query, byDate, span, listRows } = useVisibleAppointments(appointments.rows, search, filters, view, day);
  const selection = useAgendaSelection(listRows);

  const reloadStats = stats.reload;
  const reloadHistory = history.reload;
  const reloadRecentReminders = recentReminders.reload;
  // A change to an appointment may queue, drop or answer reminders: the reminder list is read again too.
  const onChanged = useCallback(() => {
    reloadStats();
    reloadHistory();
    reloadRecentReminders();
  }, [reloadStats, reloadHistory, reloadRecentReminders]);
  const actions = useAgendaActions({ idDono, onSaved: appointments.applySaved, onChanged });

  const [dialog, setDialog] = useState<AgendaDialog>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const openReschedule = useCallback((row: Appointment) => setDialog({ kind: 'reschedule', row }), []);
  const openCancel = useCallback((row: Appointment) => setDialog({ kind: 'cancel', row }), []);

  const confirmSelected = async () => {
    if (await actions.confirm(selection.selectedRows)) selection.clear();
  };
  const remindSelected = async () => {
    const sent = await actions.sendReminders(selection.selectedRows);
    // Sent or failed, each reminder was recorded: the list shows them.
    reloadRecentReminders();
    if (sent) selection.clear();
  };
  const reloadAgenda = () => {
    appointments.reload();
    reloadRecentReminders();
  };
  // The CSV writer (with papaparse) loads when the owner exports, not with the agenda.
  const exportCsv = () =>
    void import('./utils/agendaCsv')
      .then(({ AGENDA_CSV_FILENAME, toAgendaCsv }) => downloadTextFile(AGENDA_CSV_FILENAME, toAgendaCsv(listRows)))
      .catch((err: unknown) => console.error('[agenda] export CSV', err));

  const activeFilters = activeFilterLabels(filters).length;

  return (
    <PageStack>
      <PageHeader
        title={AGENDA_HEAD.title}
        subtitle={AGENDA_HEAD.subtitle}
        actions={<Button onClick={() => setDialog({ kind: 'create' })}>Novo Agendamento</Button>}
      />

      <AgendaStatsCards state={stats.state} />

      <Card as="section" aria-label="Agenda" padding="md">
        <AgendaToolbar
          selectedCount={selection.selectedRows.length}
          bulkBusy={actions.bulkBusy}
          onConfirmSelected={confirmSelected}
          onRemindSelected={remindSelected}
          listedCount={listRows.length}
          onExport={exportCsv}
          activeFilters={activeFilters}
          onOpenFilters={() => setDialog({ kind: 'filters' })}
        />
        <CalendarControls
          view={view}
          onViewChange={setView}
          onStep={step}
          onToday={goToday}
          search={search}
          onSearchChange={setSearch}
        />
        <ActiveFilters filters={filters} onClear={clearFilter} onClearAll={clearFilters} />
        {view === 'mes' && (
          <MonthView
            day={day}
            today={today}
            byDate={byDate}
            onOpenDay={openDay}
            onNavigate={setDay}
            busy={appointments.status === 'loading'}
          />
        )}
        {view === 'semana' && <WeekView day={day} today={today} byDate={byDate} onOpenDay={openDay} />}
        {view === 'dia' && <DayView key={day} day={day} byDate={byDate} />}
      </Card>

      <Columns>
        <AppointmentList
          key={`${span.from}|${span.to}|${query}|${filters.status}|${filters.local}`}
          caption={listCaption(view, day, span, filters.periodo !== null)}
          status={appointments.status}
          rows={listRows}
          selected={selection.selected}
          onToggle={selection.toggle}
          onToggleMany={selection.toggleMany}
          onReschedule={openReschedule}
          onCancel={openCancel}
          onRetry={reloadAgenda}
          narrowed={query.trim() !== '' || activeFilters > 0}
        />
        <Aside>
          <HistoryCard state={history.state} onRetry={history.reload} />
          <ReminderSettingsCard
            state={reminders.state}
            saving={reminders.saving}
            onChange={reminders.change}
            onSave={reminders.save}
            onRetry={reminders.reload}
            recent={recentReminders.state}
            onRetryRecent={reloadRecentReminders}
          />
        </Aside>
      </Columns>

      <AgendaDialogs
        open={dialog}
        onClose={closeDialog}
        day={day}
        today={today}
        filters={filters}
        onApplyFilters={applyFilters}
        onCreate={actions.create}
        onReschedule={actions.reschedule}
        onCancel={actions.cancel}
      />
    </PageStack>
  );
}
