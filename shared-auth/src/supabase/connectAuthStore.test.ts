import type { Session } from '@supabase/supabase-js';
import { bootstrapProfile } from '../profile/bootstrapProfile';
import { useAuthStore } from '../store/authStore';
import { connectAuthStore, refreshProfile } from './connectAuthStore';

type Listener = (event: string, session: Session | null) => void;
let listener: Listener = () => undefined;

jest.mock('./getSupabase', () => ({
  getSupabase: () => ({
    auth: {
      onAuthStateChange: (cb: Listener) => {
        listener = cb;
      },
    },
  }),
}));
jest.mock('../profile/bootstrapProfile', () => ({ bootstrapProfile: jest.fn() }));

const bootstrap = jest.mocked(bootstrapProfile);
const session = { user: { id: 'u1', email: 'ana@exemplo.com.br' } } as unknown as Session;
const profile = { id: 'u1', role: 'client', person_type: null } as never;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the profile at start-up', () => {
  beforeAll(() => connectAuthStore(useAuthStore));

  it('is asked for once when auth-js reports the stored session twice', async () => {
    let answer: (value: Awaited<ReturnType<typeof bootstrapProfile>>) => void = () => undefined;
    bootstrap.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    listener('SIGNED_IN', session);
    listener('INITIAL_SESSION', session);
    await tick();
    expect(bootstrap).toHaveBeenCalledTimes(1);
    answer({ profile, authorized: true, authError: null });
    await tick();
    expect(useAuthStore.getState()).toMatchObject({ profile, authorized: true, loading: false });
  });

  it('is asked for again when the settings change it', async () => {
    bootstrap.mockClear();
    bootstrap.mockResolvedValue({ profile, authorized: true, authError: null });
    await refreshProfile();
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });
});
