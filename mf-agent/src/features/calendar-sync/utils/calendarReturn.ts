/** The query parameter google-calendar-callback adds when it sends the owner back to this page. */
export const CALENDAR_RETURN_PARAM = 'calendar';

export const CALENDAR_MESSAGES = {
  connected: 'Google Calendar conectado com sucesso!',
  connectFailed: 'Erro ao conectar com o Google Calendar',
  synced: 'Eventos sincronizados com sucesso!',
  syncFailed: 'Erro ao sincronizar eventos',
  disconnected: 'Google Calendar desconectado',
  disconnectFailed: 'Erro ao desconectar',
} as const;

/** What the return from Google's consent says: a success, a failure, or nothing (any other value). */
export function calendarReturn(search: URLSearchParams): { ok: boolean; message: string } | null {
  const value = search.get(CALENDAR_RETURN_PARAM);
  if (value === 'connected') return { ok: true, message: CALENDAR_MESSAGES.connected };
  if (value === 'error') return { ok: false, message: CALENDAR_MESSAGES.connectFailed };
  return null;
}

/** Where Google sends the owner back: this very page, without a query or hash. */
export function calendarRedirectTo(location: Pick<Location, 'origin' | 'pathname'>): string {
  return location.origin + location.pathname;
}
