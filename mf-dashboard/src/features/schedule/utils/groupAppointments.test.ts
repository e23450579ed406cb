import { appointment } from '../test/appointments.fixture';
import { compareAppointments, countLabel, groupByHour, indexByDate, rowsInRange } from './groupAppointments';

describe('grouping appointments', () => {
  const a = appointment({ id: 'a', data: '2026-03-18', inicio: '14:00:00' });
  const b = appointment({ id: 'b', data: '2026-03-18', inicio: '09:30:00' });
  const c = appointment({ id: 'c', data: '2026-03-20', inicio: '08:00:00' });

  it('indexes by day, each day in start order', () => {
    const byDate = indexByDate([a, c, b]);
    expect([...byDate.keys()]).toEqual(['2026-03-18', '2026-03-20']);
    expect(byDate.get('2026-03-18')!.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('reads a span of days in order', () => {
    const byDate = indexByDate([b, a, c]);
    expect(rowsInRange(byDate, { from: '2026-03-17', to: '2026-03-19' }).map((r) => r.id)).toEqual(['b', 'a']);
    expect(rowsInRange(byDate, { from: '2026-03-16', to: '2026-03-22' }).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('groups a day by start hour in 24 rows', () => {
    const hours = groupByHour([b, a, appointment({ id: 'd', inicio: '00:10:00' })]);
    expect(hours).toHaveLength(24);
    expect(hours[0].map((r) => r.id)).toEqual(['d']);
    expect(hours[9].map((r) => r.id)).toEqual(['b']);
    expect(hours[14].map((r) => r.id)).toEqual(['a']);
  });

  it('orders by data, then inicio, then id', () => {
    expect([c, a, b].sort(compareAppointments).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('says agendamento in the singular and agendamentos otherwise', () => {
    expect(countLabel(1)).toBe('1 agendamento');
    expect(countLabel(2)).toBe('2 agendamentos');
    expect(countLabel(0)).toBe('0 agendamentos');
  });
});
