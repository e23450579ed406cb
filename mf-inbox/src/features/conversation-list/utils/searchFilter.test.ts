import { searchFilter } from './searchFilter';

describe('searchFilter', () => {
  it('looks for the name in any case, and for the digits in the number', () => {
    expect(searchFilter('Maria')).toBe('nome.ilike."*Maria*"');
    expect(searchFilter(' (11) 98765 ')).toBe('nome.ilike."*(11) 98765*",telefone.like.*1198765*');
  });

  it("keeps PostgREST's syntax out of what was typed", () => {
    expect(searchFilter('a,b)"c\\')).toBe('nome.ilike."*a,b)\\"c\\\\*"');
    expect(searchFilter('ma*ria%')).toBe('nome.ilike."*ma ria*"');
  });

  it('asks nothing for an empty box', () => {
    expect(searchFilter('   ')).toBeNull();
    expect(searchFilter('**')).toBeNull();
  });
});
