import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { Button, Card, Spinner } from 'shared-ui';
import { formatDateBR, formatWeekdayDayMonth } from 'shared-ui/dates';
import { downloadTextFile, PageHeader, PageStack } from 'shared-ui/widgets';
import { ActiveFilters } from './components/ActiveFilters';
import { AgendaStatsCards } from './components/AgendaStatsCards';
import { AppointmentList } from './components/AppointmentList';
import { CalendarControls } from './components/CalendarControls';
import { CancelDialog } from './components/CancelDialog';
import { CreateAppointmentDialog } from './components/CreateAppointmentDialog';
import { DayView } from './components/DayView';
import { FiltersDialog } from './components/FiltersDialog';
import { HistoryCard } from './components/HistoryCard';
import { MonthView } from './components/MonthView';
import { ReminderSettingsCard } from './components/ReminderSettingsCard';
import { RescheduleDialog } from './components/RescheduleDialog';
import { WeekView } from './components/WeekView';
import { useAgendaActions } from './hooks/useAgendaActions';
import { useAgendaHistory } from './hooks/useAgendaHistory';
import { useAgendaStats } from './hooks/useAgendaStats';
import { useAppointments } from './hooks/useAppointments';
import { useReminderSettings } from './hooks/useReminderSettings';
import { useAgendaViewStore } from './stores/agendaViewStore';
import type { AgendaView, Appointment, DateRange } from './types';
import { AGENDA_CSV_FILENAME, toAgendaCsv } from './utils/agendaCsv';
import { activeFilterLabels, formatPeriod, rangeToLoad } from './utils/agendaFilters';
import { todayInAppZone, viewSpan } from './utils/calendarDates';
import { indexByDate, rowsInRange } from './utils/groupAppointments';
import { monthTitle } from './utils/monthLabels';
import { filterBySearch, searchText } from './utils/searchMatch';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const FilterCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

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

const NO_SELECTION: ReadonlySet<string> = new Set();

/** 'Minha Agenda' (/user-dashboard/schedule, spec 2 §2.3–§2.4). */
export function AgendaPage() {
  const idDono = useAuthStore((s) => s.profile?.id_dono ?? null);
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
  const stats = useAgendaStats(idDono !== null);
  const history = useAgendaHistory(idDono);
  const reminders = useReminderSettings(idDono);

  // Search on the folded text of each row, computed once per load; typing stays responsive.
  const texts = useMemo(() => appointments.rows.map(searchText), [appointments.rows]);
  const query = useDeferredValue(search);
  const shown = useMemo(() => filterBySearch(appointments.rows, texts, query), [appointments.rows, texts, query]);
  const byDate = useMemo(() => indexByDate(shown), [shown]);

  // The list (and the export) covers what the view shows, or the whole period when one is filtered.
  const period = filters.periodo !== null;
  const span = useMemo(() => filters.periodo ?? viewSpan(view, day), [filters.periodo, view, day]);
  const listRows = useMemo(() => rowsInRange(byDate, span), [byDate, span]);

  // Selection: ids chosen on the cards; only those still listed count.
  const [selected, setSelected] = useState<ReadonlySet<string>>(NO_SELECTION);
  // A row cancelled after it was selected drops out: it is not confirmed nor reminded.
  const selectedRows = useMemo(
    () => listRows.filter((r) => selected.has(r.id) && r.status !== 'cancelado'),
    [listRows, selected],
  );
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const toggleMany = useCallback(
    (ids: readonly string[], on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );

  const refreshStats = stats.refresh;
  const refreshHistory = history.refresh;
  const onChanged = useCallback(() => {
    refreshStats();
    refreshHistory();
  }, [refreshStats, refreshHistory]);
  const actions = useAgendaActions({ idDono, onSaved: appointments.applySaved, onChanged });

  const [creating, setCreating] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const closeCreate = useCallback(() => setCreating(false), []);
  const closeReschedule = useCallback(() => setRescheduling(null), []);
  const closeCancel = useCallback(() => setCancelling(null), []);

  const confirmSelected = async () => {
    if (await actions.confirm(selectedRows)) setSelected(NO_SELECTION);
  };
  const remindSelected = async () => {
    if (await actions.sendReminders(selectedRows)) setSelected(NO_SELECTION);
  };
  const exportCsv = () => downloadTextFile(AGENDA_CSV_FILENAME, toAgendaCsv(listRows));

  if (!idDono) return <Spinner label="Carregando..." showLabel />;

  const nothingSelected = selectedRows.length === 0;
  const activeFilters = activeFilterLabels(filters).length;
  const loadingViews = appointments.status === 'loading';

  return (
    <PageStack>
      <PageHeader
        title="Minha Agenda"
        subtitle="Seus agendamentos, lembretes e histórico"
        actions={<Button onClick={() => setCreating(true)}>Novo Agendamento</Button>}
      />

      <AgendaStatsCards state={stats.state} />

      <Card as="section" aria-label="Agenda" padding="md">
        <Toolbar>
          <Group role="group" aria-label="Ações em lote">
            <Button
              variant="primary"
              size="sm"
              disabled={nothingSelected || actions.bulkBusy}
              aria-busy={actions.bulkBusy || undefined}
              onClick={confirmSelected}
            >
              Confirmar Selecionados
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={nothingSelected || actions.bulkBusy}
              aria-busy={actions.bulkBusy || undefined}
              onClick={remindSelected}
            >
              Enviar Lembretes
            </Button>
            <Button variant="secondary" size="sm" disabled={listRows.length === 0} onClick={exportCsv}>
              Exportar
            </Button>
          </Group>
          <Button variant="secondary" size="sm" onClick={() => setFiltering(true)}>
            Filtros
            {activeFilters > 0 && <FilterCount aria-hidden="true">{activeFilters}</FilterCount>}
          </Button>
        </Toolbar>
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
            busy={loadingViews}
          />
        )}
        {view === 'semana' && <WeekView day={day} today={today} byDate={byDate} onOpenDay={openDay} />}
        {view === 'dia' && <DayView key={day} day={day} byDate={byDate} />}
      </Card>

      <Columns>
        <AppointmentList
          key={`${span.from}|${span.to}|${query}|${filters.status}|${filters.local}`}
          caption={listCaption(view, day, span, period)}
          status={appointments.status}
          rows={listRows}
          selected={selected}
          onToggle={toggle}
          onToggleMany={toggleMany}
          onReschedule={setRescheduling}
          onCancel={setCancelling}
          onRetry={appointments.reload}
          narrowed={query.trim() !== '' || activeFilters > 0}
        />
        <Aside>
          <HistoryCard state={history.state} onRetry={history.refresh} />
          <ReminderSettingsCard
            state={reminders.state}
            saving={reminders.saving}
            onChange={reminders.change}
            onSave={reminders.save}
            onRetry={reminders.reload}
          />
        </Aside>
      </Columns>

      <CreateAppointmentDialog open={creating} initialDate={day} onClose={closeCreate} onCreate={actions.create} />
      <FiltersDialog
        open={filtering}
        filters={filters}
        initialMonth={day}
        today={today}
        onClose={() => setFiltering(false)}
        onApply={applyFilters}
      />
      <RescheduleDialog row={rescheduling} today={today} onClose={closeReschedule} onConfirm={actions.reschedule} />
      <CancelDialog row={cancelling} onClose={closeCancel} onConfirm={actions.cancel} />
    </PageStack>
  );
}
