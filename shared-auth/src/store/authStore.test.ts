import type { Session } from '@supabase/supabase-js';
import { useAuthStore } from './authStore';

const session = (user: Record<string, unknown>, token = 'a1') =>
  ({ access_token: token, refresh_token: 'r1', expires_at: 4_000_000_000, user }) as unknown as Session;

afterEach(() => useAuthStore.getState().reset());

describe('useAuthStore.setSession', () => {
  it('keeps the user object when the same user comes back (supabase-js confirming the stored session)', () => {
    useAuthStore.getState().setSession(session({ id: 'u1', email: 'dono@clinica.com.br' }));
    const held = useAuthStore.getState().user;
    const renewed = session({ id: 'u1', email: 'dono@clinica.com.br' }, 'a2');
    useAuthStore.getState().setSession(renewed);
    expect(useAuthStore.getState().user).toBe(held);
    expect(useAuthStore.getState().session).toBe(renewed);
  });

  it('takes the new object when the user changed or is someone else', () => {
    useAuthStore.getState().setSession(session({ id: 'u1', email: 'dono@clinica.com.br' }));
    const changed = session({ id: 'u1', email: 'novo@clinica.com.br' });
    useAuthStore.getState().setSession(changed);
    expect(useAuthStore.getState().user).toBe(changed.user);
    const other = session({ id: 'u2', email: 'outra@clinica.com.br' });
    useAuthStore.getState().setSession(other);
    expect(useAuthStore.getState().user).toBe(other.user);
    useAuthStore.getState().setSession(null);
    expect(useAuthStore.getState().user).toBeNull();
  });
});
