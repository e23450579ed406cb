import Papa from 'papaparse';
import { foldAccents } from 'shared-domain';
import { parseBrazilianNumber } from './brazilianNumber';
import { CSV_MESSAGES } from './csvFile';

/** A product read from the owner's spreadsheet (valor null when empty or not a price). */
export interface ImportedProduct {
  codigo: string;
  nome: string;
  valor: number | null;
  descricao: string;
  /** With a duration column: minutes when the cell holds a whole number, else null. */
  duracao_minutos?: number | null;
}

export type ProductsCsvResult = { ok: true; products: ImportedProduct[] } | { ok: false; error: string };

export const PRODUCT_CSV_COLUMNS = ['codigo', 'nome', 'valor', 'descricao'] as const;
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The optional duration column: the template's name first, then what an owner may write instead. */
export const DURATION_CSV_COLUMN = 'duracao_minutos';
const DURATION_HEADERS = [DURATION_CSV_COLUMN, 'duracao', 'duracao (min)', 'duracao (minutos)'];

/** '45', '45 min', '45 minutos' → 45; anything else → null (the table shows it blank). */
function parseMinutes(cell: string): number | null {
  const match = /^(\d+)\s*(?:min|minutos)?$/i.exec(cell);
  return match ? Number(match[1]) : null;
}

/** 'Código ' → 'codigo': header cells compared without case, accents or surrounding spaces. */
function headerKey(cell: string): string {
  return foldAccents(cell.replace(/^\uFEFF/, '').trim());
}

/**
 * A spreadsheet saved by Excel pt-BR separates with ';' (the comma is the decimal mark there); one
 * saved elsewhere with ','. The header line decides: papaparse's own guess can be fooled by
 * '1.234,56' values in a comma file.
 */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, outsideQuotes.split(d).length - 1] as const);
  const [best] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best;
}

/**
 * The Produtos/Serviços spreadsheet → products. The header must name codigo, nome, valor
 * and descricao in any order, and may name a duration in minutes (duracao_minutos, duracao or
 * 'Duração (min)'); quoted fields may hold commas, quotes and line breaks; CRLF and a UTF-8
 * byte-order mark are fine. Empty lines, lines with fewer than 3 columns and rows without codigo or
 * nome are skipped.
 */
export function parseProductsCsv(text: string): ProductsCsvResult {
  const source = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(source, {
    delimiter: detectDelimiter(source),
    skipEmptyLines: 'greedy',
  });
  // An unclosed quote swallows the rest of the file: better refuse it than import half.
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { ok: false, error: CSV_MESSAGES.failed };

  const [header, ...rows] = parsed.data;
  const keys = (header ?? []).map(headerKey);
  const index = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, keys.indexOf(c)])) as Record<Column, number>;
  if (PRODUCT_CSV_COLUMNS.some((c) => index[c] < 0)) return { ok: false, error: CSV_MESSAGES.badHeader };
  const duration = keys.findIndex((k) => DURATION_HEADERS.includes(k));

  const cell = (row: string[], column: Column) => (row[index[column]] ?? '').trim();
  const products = rows
    .filter((row) => row.length >= 3)
    .map((row) => ({
      codigo: cell(row, 'codigo'),
      nome: cell(row, 'nome'),
      valor: parseBrazilianNumber(cell(row, 'valor')),
      descricao: cell(row, 'descricao'),
      ...(duration >= 0 && { duracao_minutos: parseMinutes((row[duration] ?? '').trim()) }),
    }))
    .filter((p) => p.codigo !== '' && p.nome !== '');
  if (products.length === 0) return { ok: false, error: CSV_MESSAGES.noProducts };
  return { ok: true, products };
}
