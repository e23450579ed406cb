import Papa from 'papaparse';
import { appointment } from '../test/appointments.fixture';
import { toAgendaCsv } from './agendaCsv';

describe('toAgendaCsv', () => {
  it('starts with a UTF-8 BOM and the header, and ends lines with CRLF', () => {
    const csv = toAgendaCsv([appointment({ data: '2026-03-18', inicio: '09:00:00', fim: '10:30:00' })]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(
      'data,nome,horario,status,telefone,local,descricao\r\n' +
        '18/03/2026,Maria Oliveira,09:00–10:30,Agendado,(11) 98765-4321,Presencial,Consulta de rotina\r\n',
    );
  });

  it('keeps accents as they are', () => {
    const csv = toAgendaCsv([appointment({ nome: 'João Araújo', desc_agendamento: 'Sessão de manutenção' })]);
    expect(csv).toContain('João Araújo');
    expect(csv).toContain('Sessão de manutenção');
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes commas, quotes and line breaks so a spreadsheet reads them back', () => {
    const tricky = appointment({
      nome: 'Silva, Ana "Aninha"',
      desc_agendamento: 'Linha 1\nLinha 2',
      fim: null as unknown as string,
    });
    const csv = toAgendaCsv([tricky]);
    expect(csv).toContain('"Silva, Ana ""Aninha"""');
    expect(csv).toContain('"Linha 1\nLinha 2"');
    const parsed = Papa.parse<string[]>(csv.slice(1).trim(), { newline: '\r\n' });
    expect(parsed.data[1]).toEqual([
      '18/03/2026',
      'Silva, Ana "Aninha"',
      '09:00',
      'Agendado',
      '(11) 98765-4321',
      'Presencial',
      'Linha 1\nLinha 2',
    ]);
  });

  it('escapes a cell a spreadsheet would run as a formula', () => {
    const csv = toAgendaCsv([appointment({ nome: '=HYPERLINK("x")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes the header alone when nothing is shown', () => {
    expect(toAgendaCsv([])).toBe('\uFEFFdata,nome,horario,status,telefone,local,descricao\r\n');
  });
});
