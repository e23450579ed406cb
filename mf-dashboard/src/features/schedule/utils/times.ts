// Times of day as g_agenda holds them (Postgres `time`: 'HH:mm:ss') and as the forms give them ('HH:mm').

const TIME = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** Minutes since midnight, or NaN when it is not a time. */
export function toMinutes(time: string): number {
  const match = TIME.exec(time.trim());
  if (!match) return NaN;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? h * 60 + m : NaN;
}

/** 'HH:mm' of a number of minutes since midnight (0 … 1439). */
export function fromMinutes(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** '14:30:00' → '14:30'; '' when it is not a time. */
export function hhmm(time: string | null | undefined): string {
  const minutes = toMinutes(time ?? '');
  return Number.isNaN(minutes) ? '' : fromMinutes(minutes);
}

/** The hour (0–23) an appointment starts in, as the day view groups it; -1 when unreadable. */
export function startHour(time: string): number {
  const minutes = toMinutes(time);
  return Number.isNaN(minutes) ? -1 : Math.floor(minutes / 60);
}

/** '09:00–10:00', or '09:00' when the end is missing (the card's and the CSV's horario). */
export function formatHorario(inicio: string, fim: string | null | undefined): string {
  const start = hhmm(inicio);
  const end = hhmm(fim);
  return end ? `${start}–${end}` : start;
}

/** The 24 hours the day view and the reschedule dialog offer: '00:00' … '23:00'. */
export const HOURS_OF_DAY: readonly string[] = Array.from({ length: 24 }, (_, h) => fromMinutes(h * 60));
