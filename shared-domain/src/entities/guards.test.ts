import { OWNER_CODE_PATTERN } from '../testing/ownerCode.ts';
import { isPersonType, PERSON_TYPES } from './personType.ts';
import { isUserRole, USER_ROLES } from './roles.ts';

describe('OWNER_CODE_PATTERN', () => {
  it.each(['USR-ABCD1234', 'USR-00000000', 'USR-ZZZZZZZZ', 'USR-A1B2C3D4'])('accepts %s', (code) => {
    expect(OWNER_CODE_PATTERN.test(code)).toBe(true);
  });

  it.each([
    'usr-ABCD1234',
    'USR-abcd1234',
    'USR-ABCD123',
    'USR-ABCD12345',
    'USR_ABCD1234',
    'USR-ABCD-123',
    ' USR-ABCD1234',
    'USR-ABCD1234\n',
    '',
  ])('rejects %p', (code) => {
    expect(OWNER_CODE_PATTERN.test(code)).toBe(false);
  });

  it('is the pattern of the profiles.id_dono CHECK', () => {
    expect(OWNER_CODE_PATTERN.source).toBe('^USR-[A-Z0-9]{8}$');
  });
});

describe('isUserRole', () => {
  it('knows the three roles', () => {
    expect(USER_ROLES).toEqual(['client', 'technical', 'developer']);
    for (const role of USER_ROLES) expect(isUserRole(role)).toBe(true);
  });

  it.each(['admin', 'Client', '', undefined])('rejects %p', (role) => {
    expect(isUserRole(role)).toBe(false);
  });
});

describe('isPersonType', () => {
  it('knows fisica and juridica', () => {
    expect(PERSON_TYPES).toEqual(['fisica', 'juridica']);
    expect(isPersonType('fisica')).toBe(true);
    expect(isPersonType('juridica')).toBe(true);
  });

  it.each(['física', 'jurídica', 'pf', 'Fisica', '', null])('rejects %p', (value) => {
    expect(isPersonType(value)).toBe(false);
  });
});
