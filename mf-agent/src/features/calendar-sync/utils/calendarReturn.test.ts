import { calendarRedirectTo, calendarReturn } from './calendarReturn';

describe('calendarReturn', () => {
  it('reads the callback outcome', () => {
    expect(calendarReturn(new URLSearchParams('calendar=connected'))).toEqual({
      ok: true,
      message: 'Google Calendar conectado com sucesso!',
    });
    expect(calendarReturn(new URLSearchParams('?tab=schedule&calendar=error'))).toEqual({
      ok: false,
      message: 'Erro ao conectar com o Google Calendar',
    });
  });

  it('ignores a page opened without it or with another value', () => {
    expect(calendarReturn(new URLSearchParams(''))).toBeNull();
    expect(calendarReturn(new URLSearchParams('calendar=maybe'))).toBeNull();
  });
});

describe('calendarRedirectTo', () => {
  it('is the page itself, without query or hash', () => {
    expect(calendarRedirectTo({ origin: 'http://localhost:3000', pathname: '/user-dashboard/agent' })).toBe(
      'http://localhost:3000/user-dashboard/agent',
    );
  });
});
