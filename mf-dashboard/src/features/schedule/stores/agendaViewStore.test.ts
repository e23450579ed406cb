import { NO_FILTERS } from '../types';
import { todayInAppZone } from 'shared-ui/dates';
import { useAgendaViewStore } from './agendaViewStore';

const store = () => useAgendaViewStore.getState();

beforeEach(() => store().reset());

describe('agenda view store', () => {
  it('opens on the month of today', () => {
    expect(store().view).toBe('mes');
    expect(store().day).toBe(todayInAppZone());
  });

  it('steps by the unit of the view and comes back to today', () => {
    store().setDay('2026-03-18');
    store().step(1);
    expect(store().day).toBe('2026-04-18');
    store().setView('semana');
    store().step(-1);
    expect(store().day).toBe('2026-04-11');
    store().goToday();
    expect(store().day).toBe(todayInAppZone());
  });

  it('opens a day in the day view', () => {
    store().openDay('2026-03-05');
    expect(store()).toMatchObject({ view: 'dia', day: '2026-03-05' });
  });

  it('moves to the start of a period outside the chosen day, and clears filters one by one', () => {
    store().setDay('2026-03-18');
    const periodo = { from: '2026-05-01', to: '2026-05-31' };
    store().applyFilters({ status: 'confirmado', local: 'Online', periodo });
    expect(store().day).toBe('2026-05-01');
    store().clearFilter('status');
    expect(store().filters).toEqual({ status: 'todos', local: 'Online', periodo });
    store().clearFilters();
    expect(store().filters).toEqual(NO_FILTERS);
  });

  it('keeps the day when it lies in the period', () => {
    store().setDay('2026-03-18');
    store().applyFilters({ ...NO_FILTERS, periodo: { from: '2026-03-01', to: '2026-03-31' } });
    expect(store().day).toBe('2026-03-18');
  });
});
