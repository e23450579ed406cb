import type { AgentProductRow } from 'shared-domain';
import type { ImportedProduct } from './parseProductsCsv';

/** A service's duration, minutes (agent_products' CHECK); empty = the Agenda step's duration. */
export const MIN_SERVICE_DURATION = 5;
export const MAX_SERVICE_DURATION = 720;

/** The table shows at least this many rows. */
export const PRODUCT_TABLE_ROWS = 10;

/** One row of the table as typed (valor is the number input's text). */
export interface ProductDraft {
  key: string;
  codigo: string;
  nome: string;
  valor: string;
  descricao: string;
  /** Minutes, as typed; empty = the Agenda step's duration. */
  duracao: string;
}

/** What replace_agent_products receives for one product. */
/** A type alias, not an interface: replace_agent_products takes the list as Json. */
export type ProductInput = {
  codigo: string;
  nome: string;
  valor: number | null;
  descricao: string | null;
  duracao_minutos: number | null;
};

export type CollectResult =
  { ok: true; products: ProductInput[] } | { ok: false; error: string; invalidKeys: string[] };

export const PRODUCT_MESSAGES = {
  none: 'Cadastre pelo menos um produto ou serviço',
  saved: 'Produtos/serviços salvos com sucesso!',
  saveFailed: 'Erro ao salvar produtos',
} as const;

let nextKey = 0;
const newKey = () => `produto-${++nextKey}`;

export function blankDraft(): ProductDraft {
  return { key: newKey(), codigo: '', nome: '', valor: '', descricao: '', duracao: '' };
}

/** Rows filled from products, padded with blank ones up to 10 (more products: all of them). */
export function toDrafts(products: readonly (ImportedProduct | AgentProductRow)[]): ProductDraft[] {
  const filled = products.map((p) => ({
    key: newKey(),
    codigo: p.codigo,
    nome: p.nome,
    valor: p.valor === null ? '' : String(p.valor),
    descricao: p.descricao ?? '',
    duracao: p.duracao_minutos == null ? '' : String(p.duracao_minutos),
  }));
  const padding = Array.from({ length: Math.max(0, PRODUCT_TABLE_ROWS - filled.length) }, blankDraft);
  return [...filled, ...padding];
}

/**
 * The rows to save: only those with both codigo and nome non-blank, at least one. Códigos
 * must differ (agent_products is unique by agent and codigo), a valor, when given, must be a
 * number of zero or more, and a duração, when given, a whole number of minutes from 5 to 720.
 */
export function collectProducts(drafts: readonly ProductDraft[]): CollectResult {
  const filled = drafts.filter((d) => d.codigo.trim() !== '' && d.nome.trim() !== '');
  if (filled.length === 0) return { ok: false, error: PRODUCT_MESSAGES.none, invalidKeys: [] };

  const byCodigo = new Map<string, ProductDraft[]>();
  for (const draft of filled) {
    const codigo = draft.codigo.trim();
    byCodigo.set(codigo, [...(byCodigo.get(codigo) ?? []), draft]);
  }
  const repeated = [...byCodigo.entries()].filter(([, rows]) => rows.length > 1);
  if (repeated.length > 0) {
    const codes = repeated.map(([codigo]) => codigo).join(', ');
    return {
      ok: false,
      error: `Códigos repetidos: ${codes}. Cada produto ou serviço precisa de um código diferente.`,
      invalidKeys: repeated.flatMap(([, rows]) => rows.map((r) => r.key)),
    };
  }

  const badValor = filled.filter((d) => d.valor.trim() !== '' && !(Number(d.valor) >= 0));
  if (badValor.length > 0) {
    return {
      ok: false,
      error: `Valor inválido em ${badValor.map((d) => d.codigo.trim()).join(', ')}: informe um número igual ou maior que zero.`,
      invalidKeys: badValor.map((d) => d.key),
    };
  }

  const badDuracao = filled.filter((d) => d.duracao.trim() !== '' && !isServiceDuration(d.duracao));
  if (badDuracao.length > 0) {
    return {
      ok: false,
      error: `Duração inválida em ${badDuracao.map((d) => d.codigo.trim()).join(', ')}: informe de ${MIN_SERVICE_DURATION} a ${MAX_SERVICE_DURATION} minutos, ou deixe vazio para usar a duração da agenda.`,
      invalidKeys: badDuracao.map((d) => d.key),
    };
  }

  return {
    ok: true,
    products: filled.map((d) => ({
      codigo: d.codigo.trim(),
      nome: d.nome.trim(),
      valor: d.valor.trim() === '' ? null : Math.round(Number(d.valor) * 100) / 100,
      descricao: d.descricao.trim() === '' ? null : d.descricao.trim(),
      duracao_minutos: d.duracao.trim() === '' ? null : Number(d.duracao),
    })),
  };
}

/** A whole number of minutes from 5 to 720. */
function isServiceDuration(text: string): boolean {
  const n = Number(text);
  return /^\s*\d+\s*$/.test(text) && n >= MIN_SERVICE_DURATION && n <= MAX_SERVICE_DURATION;
}
