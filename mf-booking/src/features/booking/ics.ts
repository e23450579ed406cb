// An iCalendar file (RFC 5545) with one event, for 'Adicionar ao calendário'. Times are São Paulo
// wall clock (TZID America/Sao_Paulo), with the zone described in the file itself: Brazil has had no
// daylight saving time since 2019, so one STANDARD rule at -03:00 is the whole zone for any booking.

export interface CalendarEvent {
  /** Unique and stable: the booking's id. */
  uid: string;
  /** 'YYYY-MM-DD' */
  data: string;
  /** 'HH:mm' */
  inicio: string;
  /** 'HH:mm' */
  fim: string;
  summary: string;
  description?: string;
  location?: string;
  /** When the file is made (DTSTAMP); now unless given. */
  stamp?: Date;
}

export const ICS_TIME_ZONE = 'America/Sao_Paulo';

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const local = (data: string, time: string) => `${data.replace(/-/g, '')}T${time.replace(':', '')}00`;

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atende AI//Agendamento//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${ICS_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0300',
    'TZOFFSETTO:-0300',
    'TZNAME:-03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}@atende.ai`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${local(event.data, event.inicio)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${local(event.data, event.fim)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
