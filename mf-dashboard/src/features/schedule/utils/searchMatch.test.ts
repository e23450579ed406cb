import { appointment } from '../test/appointments.fixture';
import { filterBySearch, foldText, searchText } from './searchMatch';

describe('search by name, service or phone', () => {
  const rows = [
    appointment({ id: 'joao', nome: 'João Araújo', desc_agendamento: 'Limpeza', num_cliente: '5511987654321' }),
    appointment({
      id: 'maria',
      nome: 'Maria Silva',
      desc_agendamento: 'Sessão de fisioterapia',
      num_cliente: '5521998765432',
    }),
    appointment({ id: 'sem', nome: null, desc_agendamento: null, num_cliente: null }),
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

  it("finds by the client's phone, comparing digits only", () => {
    // What 'Ver agendamentos do cliente' in Conversas sends: the conversation's number.
    expect(ids('5511987654321')).toEqual(['joao']);
    expect(ids('(21) 99876-5432')).toEqual(['maria']);
    expect(ids('+55 21 99876.5432')).toEqual(['maria']);
    expect(ids('4321')).toEqual(['joao']);
    expect(ids('5511000000000')).toEqual([]);
  });

  it('mixes words and digits, each to be found', () => {
    expect(ids('joao 98765')).toEqual(['joao']);
    expect(ids('maria 98765-4321')).toEqual([]);
  });

  it('keeps every row for an empty query and none for a miss', () => {
    expect(ids('   ')).toEqual(['joao', 'maria', 'sem']);
    expect(ids('pedro')).toEqual([]);
  });
});
