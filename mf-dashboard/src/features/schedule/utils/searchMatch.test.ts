import { appointment } from '../test/appointments.fixture';
import { filterBySearch, foldText, searchText } from './searchMatch';

describe('search by name or service', () => {
  const rows = [
    appointment({ id: 'joao', nome: 'João Araújo', desc_agendamento: 'Limpeza' }),
    appointment({ id: 'maria', nome: 'Maria Silva', desc_agendamento: 'Sessão de fisioterapia' }),
    appointment({ id: 'sem', nome: null, desc_agendamento: null }),
  ];
  const texts = rows.map(searchText);
  const ids = (query: string) => filterBySearch(rows, texts, query).map((r) => r.id);

  it('folds accents and case', () => {
    expect(foldText('  Sessão ÁGUA ')).toBe('sessao agua');
  });

  it('finds by client name without accents or case', () => {
    expect(ids('joao')).toEqual(['joao']);
    expect(ids('ARAUJO')).toEqual(['joao']);
  });

  it('finds by description (the service)', () => {
    expect(ids('sessao')).toEqual(['maria']);
    expect(ids('fisio maria')).toEqual(['maria']);
  });

  it('keeps every row for an empty query and none for a miss', () => {
    expect(ids('   ')).toEqual(['joao', 'maria', 'sem']);
    expect(ids('pedro')).toEqual([]);
  });
});
