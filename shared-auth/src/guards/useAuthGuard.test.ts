import { guardStatus } from './useAuthGuard';

const user = { id: 'u1' };
const client = { role: 'client' as const };
const developer = { role: 'developer' as const };

describe('guardStatus', () => {
  it('is loading until the session is known, then until the profile is, whatever else is known', () => {
    expect(guardStatus({ loading: true, user: null, authorized: true, profile: client })).toBe('loading');
    expect(guardStatus({ loading: true, user, authorized: true, profile: client })).toBe('profile-loading');
    expect(guardStatus({ loading: true, user, authorized: false, profile: null }, ['developer'])).toBe(
      'profile-loading',
    );
  });

  it('sends visitors to login', () => {
    expect(guardStatus({ loading: false, user: null, authorized: false, profile: null })).toBe('anonymous');
  });

  it('marks a signed-in user without a working profile as unauthorized', () => {
    expect(guardStatus({ loading: false, user, authorized: false, profile: null })).toBe('unauthorized');
    expect(guardStatus({ loading: false, user, authorized: true, profile: null })).toBe('unauthorized');
  });

  it('lets an authorised user in, and checks the role of staff areas', () => {
    expect(guardStatus({ loading: false, user, authorized: true, profile: client })).toBe('allowed');
    expect(guardStatus({ loading: false, user, authorized: true, profile: client }, ['developer'])).toBe('forbidden');
    expect(guardStatus({ loading: false, user, authorized: true, profile: developer }, ['developer'])).toBe('allowed');
    expect(
      guardStatus({ loading: false, user, authorized: true, profile: developer }, ['technical', 'developer']),
    ).toBe('allowed');
  });
});
