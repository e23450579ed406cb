import Papa from 'papaparse';
import { PRODUCT_CSV_COLUMNS } from './parseProductsCsv';

export const PRODUCTS_TEMPLATE_FILENAME = 'template_produtos_servicos.csv';

const EXAMPLES = [
  ['P001', 'Consulta de avaliação', '150,00', 'Primeira consulta, com avaliação completa'],
  ['S002', 'Limpeza de pele', '89,90', 'Limpeza profunda com hidratação (60 minutos)'],
];

/**
 * The CSV template: header codigo,nome,valor,descricao and two example rows. A UTF-8
 * byte-order mark so Excel pt-BR shows the accents, CRLF line ends, and values with a comma quoted.
 */
export function productsTemplateCsv(): string {
  const csv = Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data: EXAMPLES }, { newline: '\r\n' });
  return `\uFEFF${csv}\r\n`;
}
