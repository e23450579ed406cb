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
  duracao_minutos: null,
  created_at: '2026-03-01T12:00:00Z',
};

describe('toDrafts', () => {
  it('pads to 10 rows with blank ones', () => {
    const rows = toDrafts([stored]);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ codigo: 'P001', nome: 'Consulta', valor: '150', descricao: '', duracao: '' });
    expect(toDrafts([{ ...stored, duracao_minutos: 45 }])[0]).toMatchObject({ duracao: '45' });
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
        { codigo: 'P1', nome: 'Consulta', valor: 49.9, descricao: 'Inicial', duracao_minutos: null },
        { codigo: 'P3', nome: 'Retorno', valor: null, descricao: null, duracao_minutos: null },
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

  it('saves a duração as whole minutes from 5 to 720, empty as null (the Agenda step decides)', () => {
    expect(
      collectProducts([
        draft({ codigo: 'P1', nome: 'Corte', duracao: ' 30 ' }),
        draft({ codigo: 'P2', nome: 'Coloração', duracao: '720' }),
        draft({ codigo: 'P3', nome: 'Retoque', duracao: '5' }),
        draft({ codigo: 'P4', nome: 'Consulta', duracao: '' }),
      ]),
    ).toMatchObject({
      ok: true,
      products: [{ duracao_minutos: 30 }, { duracao_minutos: 720 }, { duracao_minutos: 5 }, { duracao_minutos: null }],
    });
  });

  it('refuses a duração out of 5–720 or not whole, and names the rows', () => {
    const rows = ['4', '721', '30.5', 'meia hora', '-30'].map((duracao, i) =>
      draft({ codigo: `P${i + 1}`, nome: 'Serviço', duracao }),
    );
    const result = collectProducts([...rows, draft({ codigo: 'OK', nome: 'Certo', duracao: '45' })]);
    expect(result).toEqual({
      ok: false,
      error:
        'Duração inválida em P1, P2, P3, P4, P5: informe de 5 a 720 minutos, ou deixe vazio para usar a duração da agenda.',
      invalidKeys: rows.map((r) => r.key),
    });
  });

  it('rounds a valor to cents', () => {
    expect(collectProducts([draft({ codigo: 'P1', nome: 'X', valor: '10.005' })])).toMatchObject({
      ok: true,
      products: [{ valor: 10.01 }],
    });
  });
});
