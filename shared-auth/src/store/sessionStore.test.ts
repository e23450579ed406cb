import { sessionStore } from './sessionStore';
import { AUTH_STORAGE_KEY } from './storedSession';

const session = (secondsLeft: number) =>
  JSON.stringify({
    access_token: 'header.payload.assinatura',
    refresh_token: 'r1',
    expires_at: Math.round(Date.now() / 1000) + secondsLeft,
    user: { id: 'u1' },
  });

// The cookie's path is the dashboard's mount: the page must be there to see it.
beforeEach(() => window.history.pushState({}, '', '/user-dashboard'));
afterEach(() => {
  sessionStore.removeItem(AUTH_STORAGE_KEY);
  window.history.pushState({}, '', '/');
});

describe('sessionStore (the session, and its access token for the server)', () => {
  it('keeps the session and mirrors its access token into the customer area cookie', () => {
    // One value: built twice, a second could pass between the two and change expires_at.
    const stored = session(3600);
    sessionStore.setItem(AUTH_STORAGE_KEY, stored);
    expect(sessionStore.getItem(AUTH_STORAGE_KEY)).toBe(stored);
    expect(document.cookie).toBe('atende-ai-access=header.payload.assinatura');
    window.history.pushState({}, '', '/');
    expect(document.cookie).toBe('');
  });

  it('drops the cookie with the session, and never writes one for a token about to expire', () => {
    sessionStore.setItem(AUTH_STORAGE_KEY, session(3600));
    sessionStore.removeItem(AUTH_STORAGE_KEY);
    expect(document.cookie).toBe('');
    sessionStore.setItem(AUTH_STORAGE_KEY, session(30));
    expect(document.cookie).toBe('');
  });

  it('mirrors nothing for the other keys supabase-js keeps (the PKCE verifier)', () => {
    sessionStore.setItem(`${AUTH_STORAGE_KEY}-code-verifier`, 'verificador');
    expect(document.cookie).toBe('');
    sessionStore.removeItem(`${AUTH_STORAGE_KEY}-code-verifier`);
  });
});
