// The booking function's HTTP contract, with plain fetch (no Supabase client on this page): the page,
// the free slots of a range of days and the booking itself. Any refusal becomes a BookingError with
// the function's pt-BR message; a request that never got an answer is code 'network'.
// shared-auth/config: the runtime config alone, without the auth store and its dependencies.
import { readRuntimeConfig } from 'shared-auth/config';
import type {
  BookingAnswer,
  BookingPageAnswer,
  BookingRequest,
  BookingService,
  BookingSlot,
  BookingSlotsAnswer,
  BookingSlotsQuery,
} from 'shared-domain';

// The function's answers, as shared-domain's contracts/booking.ts words them.
export type Service = BookingService;
export type BookingPageInfo = BookingPageAnswer;
export type Slot = BookingSlot;
export type Booked = BookingAnswer;

/** What the slots are of: one professional (else any of them), one service's duration (else the schedule's). */
export interface SlotFilter {
  profissional?: string | null;
  servico?: string | null;
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
  const query: BookingSlotsQuery = { de, ate };
  if (filter.profissional) query.profissional = filter.profissional;
  if (filter.servico) query.servico = filter.servico;
  return new URLSearchParams({ ...query }).toString();
}

export const fetchSlots = (slug: string, de: string, ate: string, filter?: SlotFilter) =>
  request<BookingSlotsAnswer>(`${base(slug)}/slots?${slotsQuery(de, ate, filter)}`).then((r) => r.slots);

export const bookSlot = (slug: string, body: BookingRequest) =>
  request<Booked>(base(slug), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
