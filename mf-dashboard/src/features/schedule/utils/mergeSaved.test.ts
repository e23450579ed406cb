import { appointment } from '../test/appointments.fixture';
import { NO_FILTERS } from '../types';
import { mergeSaved } from './mergeSaved';

const range = { from: '2026-02-23', to: '2026-04-05' };

describe('mergeSaved', () => {
  const a = appointment({ id: 'a', data: '2026-03-18', inicio: '09:00:00' });
  const b = appointment({ id: 'b', data: '2026-03-18', inicio: '11:00:00' });

  it('replaces a saved row and keeps the order by data and inicio', () => {
    const moved = { ...a, inicio: '12:00:00', status: 'reagendado' as const };
    expect(mergeSaved([a, b], [moved], range, NO_FILTERS)).toEqual([b, moved]);
  });

  it('adds a new row in its place', () => {
    const c = appointment({ id: 'c', data: '2026-03-18', inicio: '10:00:00' });
    expect(mergeSaved([a, b], [c], range, NO_FILTERS).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });

  it('drops a row that left the range or the filters', () => {
    const gone = { ...a, data: '2026-05-02' };
    expect(mergeSaved([a, b], [gone], range, NO_FILTERS)).toEqual([b]);
    const confirmed = { ...b, status: 'confirmado' as const };
    expect(mergeSaved([a, b], [confirmed], range, { ...NO_FILTERS, status: 'agendado' })).toEqual([a]);
  });

  it('ignores a new row outside what is loaded', () => {
    expect(mergeSaved([a], [appointment({ data: '2027-01-01' })], range, NO_FILTERS)).toEqual([a]);
  });
});
