import { create } from 'zustand';
import { NO_FILTERS, type AgendaFilters, type AgendaView } from '../types';
import { todayInAppZone } from 'shared-ui/dates';
import { inRange, shiftDay } from '../utils/calendarDates';
import type { FilterKey } from '../utils/agendaFilters';

/** What the agenda shows: the view, the chosen day, the search and the filters. No data lives here. */
interface AgendaViewState {
  view: AgendaView;
  /** 'yyyy-MM-dd': the day the views are around. */
  day: string;
  search: string;
  filters: AgendaFilters;
  setView(view: AgendaView): void;
  /** A day of the month or week view opens its day view. */
  openDay(day: string): void;
  setDay(day: string): void;
  /** Previous (-1) or next (+1) day, week or month. */
  step(direction: 1 | -1): void;
  goToday(): void;
  setSearch(search: string): void;
  /** 'Aplicar Filtros': a period moves the views to its first day when the chosen day is outside it. */
  applyFilters(filters: AgendaFilters): void;
  clearFilter(key: FilterKey): void;
  clearFilters(): void;
  reset(): void;
}

const initial = () => ({ view: 'mes' as AgendaView, day: todayInAppZone(), search: '', filters: NO_FILTERS });

export const useAgendaViewStore = create<AgendaViewState>()((set) => ({
  ...initial(),
  setView: (view) => set({ view }),
  openDay: (day) => set({ view: 'dia', day }),
  setDay: (day) => set({ day }),
  step: (direction) => set((s) => ({ day: shiftDay(s.view, s.day, direction) })),
  goToday: () => set({ day: todayInAppZone() }),
  setSearch: (search) => set({ search }),
  applyFilters: (filters) =>
    set((s) => ({
      filters,
      day: filters.periodo && !inRange(s.day, filters.periodo) ? filters.periodo.from : s.day,
    })),
  clearFilter: (key) => set((s) => ({ filters: { ...s.filters, [key]: NO_FILTERS[key] } })),
  clearFilters: () => set({ filters: NO_FILTERS }),
  reset: () => set(initial()),
}));
