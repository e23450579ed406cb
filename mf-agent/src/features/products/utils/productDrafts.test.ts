import type { AgentProductRow } from 'shared-domain';
import { blankDraft, collectProducts, PRODUCT_MESSAGES, toDrafts, type ProductDraft } from './productDrafts';

function draft(fields: Partial<ProductDraft>): ProductDraft {
  return { ...blankDraft(), ...fields };
}

const stored: AgentProductRow = {
  id: 'p-1',
  agent_id: 'a-1',
  codigo: 'P001',
  nome: 'Consulta',
  valor: 150,
  descricao: null,
  created_at: '2026-03-01T12:00:00Z',
};

describe('toDrafts', () => {
  it('pads to 10 rows with blank ones', () => {
    const rows = toDrafts([stored]);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ codigo: 'P001', nome: 'Consulta', valor: '150', descricao: '' });
    expect(rows.slice(1).every((r) => r.codigo === '' && r.nome === '' && r.valor === '')).toBe(true);
    expect(new Set(rows.map((r) => r.key)).size).toBe(10);
  });

  it('shows every product when there are more than 10, and an empty valor as blank', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({
      codigo: `P${i}`,
      nome: `Item ${i}`,
      valor: null,
      descricao: '',
    }));
    const rows = toDrafts(many);
    expect(rows).toHaveLength(13);
    expect(rows[12]).toMatchObject({ codigo: 'P12', valor: '' });
    expect(toDrafts([])).toHaveLength(10);
  });
});

describe('collectProducts', () => {
  it('keeps only rows with codigo and nome, trimmed, valor as a number or null', () => {
    const result = collectProducts([
      draft({ codigo: ' P1 ', nome: ' Consulta ', valor: '49.9', descricao: '  Inicial ' }),
      draft({ codigo: 'P2', nome: '   ', valor: '10' }),
      draft({ codigo: '', nome: 'Sem código' }),
      draft({ codigo: 'P3', nome: 'Retorno', valor: '', descricao: '  ' }),
      draft({}),
    ]);
    expect(result).toEqual({
      ok: true,
      products: [
        { codigo: 'P1', nome: 'Consulta', valor: 49.9, descricao: 'Inicial' },
        { codigo: 'P3', nome: 'Retorno', valor: null, descricao: null },
      ],
    });
  });

  it('asks for at least one product', () => {
    expect(collectProducts([draft({}), draft({ codigo: 'P1' }), draft({ nome: 'Só nome' })])).toEqual({
      ok: false,
      error: PRODUCT_MESSAGES.none,
      invalidKeys: [],
    });
  });

  it('refuses repeated códigos and names the rows', () => {
    const a = draft({ codigo: 'P1', nome: 'Consulta' });
    const b = draft({ codigo: ' P1', nome: 'Retorno' });
    const c = draft({ codigo: 'P2', nome: 'Limpeza' });
    const result = collectProducts([a, b, c]);
    expect(result).toEqual({
      ok: false,
      error: 'Códigos repetidos: P1. Cada produto ou serviço precisa de um código diferente.',
      invalidKeys: [a.key, b.key],
    });
  });

  it('refuses a negative or unreadable valor', () => {
    const bad = draft({ codigo: 'P1', nome: 'Consulta', valor: '-5' });
    const result = collectProducts([bad, draft({ codigo: 'P2', nome: 'Retorno', valor: '0' })]);
    expect(result).toMatchObject({ ok: false, invalidKeys: [bad.key] });
    expect(!result.ok && result.error).toBe('Valor inválido em P1: informe um número igual ou maior que zero.');
    expect(collectProducts([draft({ codigo: 'P1', nome: 'X', valor: 'abc' })])).toMatchObject({ ok: false });
  });

  it('rounds a valor to cents', () => {
    expect(collectProducts([draft({ codigo: 'P1', nome: 'X', valor: '10.005' })])).toMatchObject({
      ok: true,
      products: [{ valor: 10.01 }],
    });
  });
});
