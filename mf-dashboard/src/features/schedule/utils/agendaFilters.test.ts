import { appointment } from '../test/appointments.fixture';
import { NO_FILTERS, type AgendaFilters } from '../types';
import { activeFilterLabels, agendaQueryFilters, matchesFilters, rangeToLoad } from './agendaFilters';

const march = { from: '2026-02-23', to: '2026-04-05' };

describe('agenda filters', () => {
  it('loads the month grid without a period, the period with one', () => {
    expect(rangeToLoad('2026-03-18', NO_FILTERS)).toEqual(march);
    const periodo = { from: '2026-03-10', to: '2026-05-02' };
    expect(rangeToLoad('2026-03-18', { ...NO_FILTERS, periodo })).toEqual(periodo);
  });

  it('sends the owner and the days, and leaves out free slots without a status filter', () => {
    expect(agendaQueryFilters('USR-1', march, NO_FILTERS)).toEqual([
      ['eq', 'id_dono', 'USR-1'],
      ['gte', 'data', '2026-02-23'],
      ['lte', 'data', '2026-04-05'],
      ['neq', 'status', 'disponivel'],
    ]);
  });

  it('sends the status and the location chosen (not an empty filter)', () => {
    const filters: AgendaFilters = { status: 'confirmado', local: 'Online', periodo: null };
    expect(agendaQueryFilters('USR-1', march, filters)).toEqual([
      ['eq', 'id_dono', 'USR-1'],
      ['gte', 'data', '2026-02-23'],
      ['lte', 'data', '2026-04-05'],
      ['eq', 'status', 'confirmado'],
      ['eq', 'local', 'Online'],
    ]);
  });

  it('tests one row against the same filters', () => {
    const filters: AgendaFilters = { status: 'agendado', local: 'Presencial', periodo: null };
    expect(matchesFilters(appointment({ data: '2026-03-18' }), march, filters)).toBe(true);
    expect(matchesFilters(appointment({ status: 'confirmado' }), march, filters)).toBe(false);
    expect(matchesFilters(appointment({ local: 'Online' }), march, filters)).toBe(false);
    expect(matchesFilters(appointment({ data: '2026-04-06' }), march, filters)).toBe(false);
    expect(matchesFilters(appointment({ status: 'disponivel' }), march, NO_FILTERS)).toBe(false);
  });

  it('labels the active filters in pt-BR', () => {
    expect(activeFilterLabels(NO_FILTERS)).toEqual([]);
    expect(
      activeFilterLabels({ status: 'cancelado', local: 'Online', periodo: { from: '2026-03-10', to: '2026-03-20' } }),
    ).toEqual([
      { key: 'status', label: 'Status: Cancelado' },
      { key: 'periodo', label: 'Período: 10/03/2026 a 20/03/2026' },
      { key: 'local', label: 'Local: Online' },
    ]);
  });

  it("names the professional's filter, and never sends it to the query (it applies to the loaded month)", () => {
    const filters = { ...NO_FILTERS, profissional: 'bruno' };
    const nameOf = (id: string) => (id === 'bruno' ? 'Dr. Bruno Lima' : null);
    expect(activeFilterLabels(filters, nameOf)).toEqual([
      { key: 'profissional', label: 'Profissional: Dr. Bruno Lima' },
    ]);
    expect(agendaQueryFilters('USR-1', march, filters)).toEqual(agendaQueryFilters('USR-1', march, NO_FILTERS));
  });
});
