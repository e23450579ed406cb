import { buildIcs, escapeText, foldLine } from './ics';

const EVENT = {
  uid: '3f1c9a',
  data: '2026-12-15',
  inicio: '09:00',
  fim: '09:30',
  summary: 'Limpeza de pele — Clínica Bem-Estar',
  description: 'Serviço: Limpeza de pele\nObservação: prefiro, se possível; a sala 2',
  location: 'Clínica Bem-Estar, atendimento presencial',
  stamp: new Date('2026-11-25T12:34:56.789Z'),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildIcs', () => {
  test('one event in São Paulo time, with the zone it names, in CRLF lines', () => {
    const ics = buildIcs(EVENT);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(ics).trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'TZID:America/Sao_Paulo',
        'TZOFFSETTO:-0300',
        'UID:3f1c9a@atende.ai',
        'DTSTAMP:20261125T123456Z',
        'DTSTART;TZID=America/Sao_Paulo:20261215T090000',
        'DTEND;TZID=America/Sao_Paulo:20261215T093000',
        'SUMMARY:Limpeza de pele — Clínica Bem-Estar',
        'DESCRIPTION:Serviço: Limpeza de pele\\nObservação: prefiro\\, se possível\\; a sala 2',
        'LOCATION:Clínica Bem-Estar\\, atendimento presencial',
      ]),
    );
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  test('no DESCRIPTION or LOCATION line without them', () => {
    const ics = buildIcs({ ...EVENT, description: undefined, location: undefined });
    expect(ics).not.toMatch(/DESCRIPTION|LOCATION/);
  });

  test('every line fits 75 octets', () => {
    const ics = buildIcs({ ...EVENT, description: 'Observação: '.repeat(30) });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'Observação: '.repeat(30)}`);
  });
});

test('escapeText escapes backslash, semicolon, comma and line breaks', () => {
  expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
});

test('foldLine never splits a multi-byte character', () => {
  const line = `SUMMARY:${'ç'.repeat(80)}`;
  const folded = foldLine(line);
  expect(folded.replace(/\r\n /g, '')).toBe(line);
  for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
});
