import { CSV_MESSAGES, isCsvFile } from './csvFile';
import { parseProductsCsv } from './parseProductsCsv';

const HEADER = 'codigo,nome,valor,descricao';

function products(text: string) {
  const result = parseProductsCsv(text);
  if (!result.ok) throw new Error(`expected products, got '${result.error}'`);
  return result.products;
}

describe('isCsvFile', () => {
  it('takes text/csv or a name ending in .csv', () => {
    expect(isCsvFile({ type: 'text/csv', name: 'produtos' })).toBe(true);
    expect(isCsvFile({ type: 'application/vnd.ms-excel', name: 'Produtos.CSV' })).toBe(true);
    expect(isCsvFile({ type: '', name: 'produtos.csv' })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isCsvFile({ type: 'application/pdf', name: 'produtos.pdf' })).toBe(false);
    expect(isCsvFile({ type: 'text/plain', name: 'produtos.csv.txt' })).toBe(false);
    expect(isCsvFile({ type: 'application/vnd.ms-excel', name: 'produtos.xlsx' })).toBe(false);
  });
});

describe('parseProductsCsv', () => {
  it('reads the template layout', () => {
    expect(products(`${HEADER}\nP001,Consulta,150.00,Primeira consulta\nS002,Limpeza,89.90,`)).toEqual([
      { codigo: 'P001', nome: 'Consulta', valor: 150, descricao: 'Primeira consulta' },
      { codigo: 'S002', nome: 'Limpeza', valor: 89.9, descricao: '' },
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    const csv = `${HEADER}\nP1,"Corte, escova e hidratação","1.234,56","Inclui ""finalização""\ne lavagem"`;
    expect(products(csv)).toEqual([
      {
        codigo: 'P1',
        nome: 'Corte, escova e hidratação',
        valor: 1234.56,
        descricao: 'Inclui "finalização"\ne lavagem',
      },
    ]);
  });

  it('reads an optional duration column, by any of its names, as whole minutes', () => {
    expect(products(`${HEADER},duracao_minutos\nP1,Consulta,100,,30\nP2,Retorno,50,,\nP3,Sessão,80,,45 min`)).toEqual([
      { codigo: 'P1', nome: 'Consulta', valor: 100, descricao: '', duracao_minutos: 30 },
      { codigo: 'P2', nome: 'Retorno', valor: 50, descricao: '', duracao_minutos: null },
      { codigo: 'P3', nome: 'Sessão', valor: 80, descricao: '', duracao_minutos: 45 },
    ]);
    const excel =
      '\uFEFFDuração (min);codigo;nome;valor;descricao\r\n120;C1;Coloração;250,00;\r\nduas horas;C2;Corte;60,00;\r\n';
    expect(products(excel)).toEqual([
      { codigo: 'C1', nome: 'Coloração', valor: 250, descricao: '', duracao_minutos: 120 },
      { codigo: 'C2', nome: 'Corte', valor: 60, descricao: '', duracao_minutos: null },
    ]);
    // Without the column, nothing is said about durations.
    expect(products(`${HEADER}\nP1,Consulta,100,`)[0]).not.toHaveProperty('duracao_minutos');
  });

  it('reads CRLF line ends and a UTF-8 byte-order mark', () => {
    expect(products(`\uFEFF${HEADER}\r\nP1,Consulta,100,Descrição\r\nP2,Retorno,50,\r\n`)).toEqual([
      { codigo: 'P1', nome: 'Consulta', valor: 100, descricao: 'Descrição' },
      { codigo: 'P2', nome: 'Retorno', valor: 50, descricao: '' },
    ]);
  });

  it('reads a semicolon-separated file as Excel pt-BR saves it, with Brazilian values', () => {
    const csv =
      '\uFEFFcodigo;nome;valor;descricao\r\nP1;Consulta;R$ 49,90;Avaliação, com retorno\r\nP2;Pacote;1.234,56;\r\n';
    expect(products(csv)).toEqual([
      { codigo: 'P1', nome: 'Consulta', valor: 49.9, descricao: 'Avaliação, com retorno' },
      { codigo: 'P2', nome: 'Pacote', valor: 1234.56, descricao: '' },
    ]);
  });

  it('matches header names without case, spaces or a byte-order mark, in any order', () => {
    const csv = '\uFEFF Descricao ;NOME; Valor ;Código\nLimpeza profunda;Limpeza;80;S1';
    expect(products(csv)).toEqual([{ codigo: 'S1', nome: 'Limpeza', valor: 80, descricao: 'Limpeza profunda' }]);
  });

  it('trims cells and leaves an empty or unreadable valor null', () => {
    expect(products(`${HEADER}\n  P1 ,  Consulta  ,  , Nota \nP2,Retorno,a combinar,`)).toEqual([
      { codigo: 'P1', nome: 'Consulta', valor: null, descricao: 'Nota' },
      { codigo: 'P2', nome: 'Retorno', valor: null, descricao: '' },
    ]);
  });

  it('skips empty lines, lines with fewer than 3 columns and rows without codigo or nome', () => {
    const csv = [
      HEADER,
      '',
      'P1,Consulta,100,ok',
      '   ',
      'P2,Só dois',
      ',Sem código,10,x',
      'P3,,10,sem nome',
      '  ,  ,  ,  ',
      'P4,Retorno,50',
      '',
    ].join('\n');
    expect(products(csv).map((p) => p.codigo)).toEqual(['P1', 'P4']);
  });

  it('refuses a header without the four columns', () => {
    expect(parseProductsCsv('codigo,nome,preco,descricao\nP1,Consulta,10,x')).toEqual({
      ok: false,
      error: CSV_MESSAGES.badHeader,
    });
    expect(parseProductsCsv('P1,Consulta,10,x')).toEqual({ ok: false, error: CSV_MESSAGES.badHeader });
    expect(parseProductsCsv('')).toEqual({ ok: false, error: CSV_MESSAGES.badHeader });
  });

  it('says so when no row is a product', () => {
    expect(parseProductsCsv(`${HEADER}\n`)).toEqual({ ok: false, error: CSV_MESSAGES.noProducts });
    expect(parseProductsCsv(`${HEADER}\n,,,\nP1,,1,x`)).toEqual({ ok: false, error: CSV_MESSAGES.noProducts });
  });

  it('refuses a file it cannot parse (an unclosed quote)', () => {
    expect(parseProductsCsv(`${HEADER}\nP1,"Consulta,100,x\nP2,Retorno,50,y`)).toEqual({
      ok: false,
      error: CSV_MESSAGES.failed,
    });
  });

  it('reads more than 10 rows', () => {
    const rows = Array.from({ length: 12 }, (_, i) => `P${i + 1},Item ${i + 1},${i + 1},`);
    expect(products([HEADER, ...rows].join('\n'))).toHaveLength(12);
  });

  it('words the import success with the count', () => {
    expect(CSV_MESSAGES.imported(3)).toBe('3 produtos/serviços importados com sucesso!');
  });
});
