import { parseProductsCsv } from './parseProductsCsv';
import { productsTemplateCsv, PRODUCTS_TEMPLATE_FILENAME } from './productsTemplate';

describe('productsTemplateCsv', () => {
  it('is the template header and two example rows, with a byte-order mark and CRLF', () => {
    const csv = productsTemplateCsv();
    expect(PRODUCTS_TEMPLATE_FILENAME).toBe('template_produtos_servicos.csv');
    expect(csv.startsWith('\uFEFFcodigo,nome,valor,descricao\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('imports back as its two examples', () => {
    const result = parseProductsCsv(productsTemplateCsv());
    expect(result).toEqual({
      ok: true,
      products: [
        {
          codigo: 'P001',
          nome: 'Consulta de avaliação',
          valor: 150,
          descricao: 'Primeira consulta, com avaliação completa',
        },
        {
          codigo: 'S002',
          nome: 'Limpeza de pele',
          valor: 89.9,
          descricao: 'Limpeza profunda com hidratação (60 minutos)',
        },
      ],
    });
  });
});
