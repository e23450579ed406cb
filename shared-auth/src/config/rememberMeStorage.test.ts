import { getRememberMe, rememberMeStorage, setRememberMe } from './rememberMeStorage';

describe('rememberMeStorage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the session in localStorage by default', () => {
    expect(getRememberMe()).toBe(true);
    rememberMeStorage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('keeps it in sessionStorage without "Lembrar de mim", and moves it on the next write', () => {
    rememberMeStorage.setItem('k', 'old');
    setRememberMe(false);
    rememberMeStorage.setItem('k', 'new');
    expect(sessionStorage.getItem('k')).toBe('new');
    expect(localStorage.getItem('k')).toBeNull();
    expect(rememberMeStorage.getItem('k')).toBe('new');
  });

  it('removes from both', () => {
    localStorage.setItem('k', 'a');
    sessionStorage.setItem('k', 'b');
    rememberMeStorage.removeItem('k');
    expect(rememberMeStorage.getItem('k')).toBeNull();
  });
});
