// The booking function's HTTP contract, with plain fetch (no Supabase client on this page): the page,
// the free slots of a range of days and the booking itself. Any refusal becomes a BookingError with
// the function's pt-BR message; a request that never got an answer is code 'network'.
// shared-auth/config: the runtime config alone, without the auth store and its dependencies.
import { readRuntimeConfig } from 'shared-auth/config';
import type { Professional } from 'shared-domain/team';

export interface Service {
  codigo: string;
  nome: string;
  valor: number | null;
  descricao: string | null;
  /** Minutes: the service's own duration, else the schedule's. */
  duracao: number;
}

export interface BookingPageInfo {
  negocio: { nome: string; whatsapp?: string | null };
  servicos: Service[];
  /**
   * The business's active professionals, in the owner's order; `servicos` the codigos each performs
   * (empty = all). More than one and the page asks 'Com quem?'.
   */
  profissionais: Professional[];
  duracao: number;
  antecedencia_minima: number;
  /** The days the owner takes bookings for, 'YYYY-MM-DD' (São Paulo). */
  janela: { de: string; ate: string };
}

export interface Slot {
  data: string;
  inicio: string;
  fim: string;
}

export interface BookingRequest {
  data: string;
  inicio: string;
  nome: string;
  telefone: string;
  /** Optional: where the business's e-mail reminders go. */
  email?: string;
  servico?: string;
  /** The professional chosen; absent = "Qualquer profissional". */
  profissional?: string;
  observacao?: string;
}

/** What the slots are of: one professional (else any of them), one service's duration (else the schedule's). */
export interface SlotFilter {
  profissional?: string | null;
  servico?: string | null;
}

export interface Booked {
  id: string;
  data: string;
  inicio: string;
  fim: string;
  status: string;
  /** Who the booking got (the one chosen, or the one the business assigned). */
  profissional?: { id: string; nome: string };
}

export const NETWORK_MESSAGE = 'Não foi possível conectar. Verifique sua internet e tente novamente.';
const INTERNAL_MESSAGE = 'Erro interno. Tente novamente.';

export class BookingError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'BookingError';
  }
}

/** Any failure as the page shows it: the function's refusal as it is, anything else an internal error. */
export const asBookingError = (err: unknown) =>
  err instanceof BookingError ? err : new BookingError('internal_error', INTERNAL_MESSAGE);

const base = (slug: string) => `${readRuntimeConfig().supabaseUrl}/functions/v1/booking/${encodeURIComponent(slug)}`;

async function request<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new BookingError('network', NETWORK_MESSAGE);
  }
  const body = (await res.json().catch(() => null)) as (T & { error?: { code: string; message: string } }) | null;
  if (!res.ok || !body) {
    const error = body?.error;
    throw new BookingError(error?.code ?? 'internal_error', error?.message ?? INTERNAL_MESSAGE, res.status);
  }
  return body;
}

export const fetchPage = (slug: string) => request<BookingPageInfo>(base(slug));

/** The query of a slots request: the days, then the filter's parts that are set. */
export function slotsQuery(de: string, ate: string, filter: SlotFilter = {}): string {
  const params = new URLSearchParams({ de, ate });
  if (filter.profissional) params.set('profissional', filter.profissional);
  if (filter.servico) params.set('servico', filter.servico);
  return params.toString();
}

export const fetchSlots = (slug: string, de: string, ate: string, filter?: SlotFilter) =>
  request<{ slots: Slot[] }>(`${base(slug)}/slots?${slotsQuery(de, ate, filter)}`).then((r) => r.slots);

export const bookSlot = (slug: string, body: BookingRequest) =>
  request<Booked>(base(slug), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
