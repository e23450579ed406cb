import type { Tables } from 'shared-domain';
import { parseProfileRow } from './profileRow';

describe('parseProfileRow', () => {
  const row: Tables<'profiles'> = {
    id: 'u1',
    full_name: 'Ana Lima',
    email: 'ana@exemplo.com.br',
    role: 'client',
    id_dono: 'USR-ABCD1234',
    auth_provider: 'email',
    person_type: 'fisica',
    cpf: '12345678909',
    business_name: null,
    cnpj: null,
    phone: '11987654321',
    username: null,
    booking_slug: 'ana-lima',
    created_at: '2026-03-01T12:00:00Z',
    updated_at: '2026-03-01T12:00:00Z',
  };

  it('narrows role and person_type of a stored row', () => {
    expect(parseProfileRow(row)).toEqual(row);
    expect(parseProfileRow({ ...row, role: 'developer', person_type: null })).toMatchObject({
      role: 'developer',
      person_type: null,
    });
  });

  it.each([{ role: 'admin' }, { person_type: 'pf' }])('rejects %p', (change) => {
    expect(parseProfileRow({ ...row, ...change })).toBeNull();
  });
});
