import { useCallback } from 'react';
import styled from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { Button, Card, Spinner } from 'shared-ui';
import { todayInAppZone } from 'shared-ui/dates';
import { PageHeader, PageStack } from 'shared-ui/widgets';
import { useAgendaStats } from './api/agendaStatsQuery';
import { useTeam } from './api/professionalsQuery';
import { ActiveFilters } from './components/ActiveFilters';
import { AgendaAside } from './components/AgendaAside';
import { AgendaDialogs } from './components/AgendaDialogs';
import { AgendaStatsCards } from './components/AgendaStatsCards';
import { AgendaToolbar } from './components/AgendaToolbar';
import { AppointmentList } from './components/AppointmentList';
import { CalendarControls } from './components/CalendarControls';
import { DayView } from './components/DayView';
import { MonthView } from './components/MonthView';
import { WeekView } from './components/WeekView';
import { useAgendaDialog } from './hooks/useAgendaDialog';
import { useAgendaList } from './hooks/useAgendaList';
import { useAgendaView } from './hooks/useAgendaView';
import { useSearchFromAddress } from './hooks/useSearchFromAddress';
import { activeFilterLabels } from './utils/agendaFilters';
import { listCaption } from './utils/listCaption';
import { professionalOf } from './utils/team';
import { SCHEDULE_HEAD } from './pageHead';
import type { Appointment } from './types';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.mdDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** 'Minha Agenda' (/user-dashboard/schedule): waits for the owner's code, then shows their agenda. */
export function AgendaPage() {
  const idDono = useAuthStore((s) => s.profile?.id_dono ?? null);
  if (!idDono) return <Spinner label="Carregando..." showLabel />;
  return <Agenda idDono={idDono} />;
}

function Agenda({ idDono }: { idDono: string }) {
  const { view, day, search, filters, ...viewActions } = useAgendaView();
  useSearchFromAddress(viewActions.setSearch);
  const today = todayInAppZone();
  const stats = useAgendaStats(idDono);
  const team = useTeam(idDono);
  const list = useAgendaList(idDono, { view, day, search, filters, team });
  const { selection, actions, byDate, span, listRows, query } = list;
  const dialog = useAgendaDialog();
  const activeFilters = activeFilterLabels(filters).length;
  // With a team the cards name the professional; a one-person business's cards stay as they were.
  const cardProfessional = useCallback(
    (row: Appointment) => (team.isTeam ? team.nameOf(professionalOf(team, row)) : null),
    [team],
  );

  return (
    <PageStack>
      <PageHeader
        title={SCHEDULE_HEAD.title}
        subtitle={SCHEDULE_HEAD.subtitle}
        actions={<Button onClick={dialog.openCreate}>Novo Agendamento</Button>}
      />

      <AgendaStatsCards state={stats} />

      <Card as="section" aria-label="Agenda" padding="md">
        <AgendaToolbar
          selectedCount={selection.selectedRows.length}
          bulkBusy={actions.bulkBusy}
          onConfirmSelected={list.confirmSelected}
          onRemindSelected={list.remindSelected}
          listedCount={listRows.length}
          onExport={list.exportCsv}
          activeFilters={activeFilters}
          onOpenFilters={dialog.openFilters}
        />
        <CalendarControls
          view={view}
          onViewChange={viewActions.setView}
          onStep={viewActions.step}
          onToday={viewActions.goToday}
          search={search}
          onSearchChange={viewActions.setSearch}
        />
        <ActiveFilters
          filters={filters}
          onClear={viewActions.clearFilter}
          onClearAll={viewActions.clearFilters}
          nameOf={team.nameOf}
        />
        {view === 'mes' && (
          <MonthView
            day={day}
            today={today}
            byDate={byDate}
            onOpenDay={viewActions.openDay}
            onNavigate={viewActions.setDay}
            busy={list.status === 'loading'}
          />
        )}
        {view === 'semana' && <WeekView day={day} today={today} byDate={byDate} onOpenDay={viewActions.openDay} />}
        {view === 'dia' && (
          <DayView key={day} day={day} byDate={byDate} team={team} professionalFilter={filters.profissional} />
        )}
      </Card>

      <Columns>
        <AppointmentList
          key={`${span.from}|${span.to}|${query}|${filters.status}|${filters.local}|${filters.profissional ?? ''}`}
          caption={listCaption(view, day, span, filters.periodo !== null)}
          status={list.status}
          rows={listRows}
          selected={selection.selected}
          onToggle={selection.toggle}
          onToggleMany={selection.toggleMany}
          onReschedule={dialog.openReschedule}
          onCancel={dialog.openCancel}
          onRetry={list.reload}
          narrowed={query.trim() !== '' || activeFilters > 0}
          professionalOf={cardProfessional}
        />
        <AgendaAside idDono={idDono} />
      </Columns>

      <AgendaDialogs
        open={dialog.dialog}
        onClose={dialog.close}
        day={day}
        today={today}
        filters={filters}
        onApplyFilters={viewActions.applyFilters}
        onCreate={actions.create}
        creating={actions.creating}
        onReschedule={actions.reschedule}
        rescheduling={actions.rescheduling}
        onCancel={actions.cancel}
        team={team}
      />
    </PageStack>
  );
}
