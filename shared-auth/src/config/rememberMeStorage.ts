/**
 * Where the session lives. With "Lembrar de mim" (the default) it survives closing the browser
 * (localStorage); without it, it ends with the tab (sessionStorage). The choice itself is kept in
 * localStorage so a reload reads the session from the right place.
 */
export const REMEMBER_KEY = 'atende-ai-remember-me';

function stores(): { local: Storage; session: Storage } | null {
  if (typeof window === 'undefined') return null;
  return { local: window.localStorage, session: window.sessionStorage };
}

export function setRememberMe(remember: boolean): void {
  const s = stores();
  if (!s) return;
  if (remember) s.local.removeItem(REMEMBER_KEY);
  else s.local.setItem(REMEMBER_KEY, 'false');
}

export function getRememberMe(): boolean {
  return stores()?.local.getItem(REMEMBER_KEY) !== 'false';
}

export const rememberMeStorage = {
  getItem(key: string): string | null {
    const s = stores();
    if (!s) return null;
    return s.local.getItem(key) ?? s.session.getItem(key);
  },
  setItem(key: string, value: string): void {
    const s = stores();
    if (!s) return;
    const [target, other] = getRememberMe() ? [s.local, s.session] : [s.session, s.local];
    target.setItem(key, value);
    other.removeItem(key);
  },
  removeItem(key: string): void {
    const s = stores();
    s?.local.removeItem(key);
    s?.session.removeItem(key);
  },
};
