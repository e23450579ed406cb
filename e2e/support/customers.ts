// Journeys that change data work on customers of their own, made through the stack's public API,
// so they never depend on each other or on the demo customer's figures.
import { expect } from '@playwright/test';
import type { FunctionAnswer, FunctionName, FunctionRequest } from 'shared-domain';
import { generateCpf } from 'shared-domain/testing';
import { SITE } from './site';
import { uniqueEmail } from './helpers';

// The Supabase CLI's published local-development keys, the stack's defaults.
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface Customer {
  id: string;
  email: string;
  password: string;
  idDono: string;
  accessToken: string;
  /** The CPF of the sign-up: the account's own document (the monthly trial is keyed to it). */
  cpf: string;
}

async function call<T>(path: string, init: RequestInit & { key?: string; token?: string } = {}): Promise<T> {
  const key = init.key ?? ANON_KEY;
  const res = await fetch(`${SITE.stackUrl}${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${init.token ?? key}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await res.text();
  expect(res.ok, `${init.method ?? 'GET'} ${path}: ${res.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

/** A new customer signed up as the sign-up screen does (profile made by the database). */
export async function createCustomer(tag: string, fullName = 'Cliente de Teste'): Promise<Customer> {
  const email = uniqueEmail(tag);
  const password = 'senhaforte1';
  const cpf = generateCpf();
  const session = await call<{ access_token: string; user: { id: string } }>('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password,
      data: { full_name: fullName, phone: '5511987654321', person_type: 'fisica', cpf },
    }),
  });
  const [profile] = await call<{ id_dono: string }[]>(`/rest/v1/profiles?id=eq.${session.user.id}&select=id_dono`, {
    token: session.access_token,
  });
  return { id: session.user.id, email, password, idDono: profile.id_dono, accessToken: session.access_token, cpf };
}

/** A customer who pays (an active monthly plan), so the paid features work: activating the
 *  assistant, the public booking page, automatic reminders. */
export async function payingCustomer(tag: string, fullName = 'Cliente de Teste'): Promise<Customer> {
  const customer = await createCustomer(tag, fullName);
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await call('/rest/v1/subscriptions', {
    method: 'POST',
    key: SERVICE_KEY,
    body: JSON.stringify({
      user_id: customer.id,
      plan: 'mensal',
      status: 'active',
      value: 97,
      cycle: 'MONTHLY',
      current_period_end: until,
    }),
  });
  return customer;
}

export interface NewAppointment {
  data: string;
  inicio: string;
  fim: string;
  nome: string;
  num_cliente?: string;
  desc_agendamento?: string;
  local?: 'Presencial' | 'Online';
  status?: 'agendado' | 'confirmado' | 'reagendado' | 'cancelado' | 'disponivel';
}

/** Inserts appointments for a customer with the service role (as the assistant's pipeline does). */
export async function addAppointments(customer: Customer, rows: NewAppointment[]): Promise<{ id: string }[]> {
  return call<{ id: string }[]>('/rest/v1/g_agenda?select=id', {
    method: 'POST',
    key: SERVICE_KEY,
    headers: { prefer: 'return=representation' },
    // PostgREST wants every object of a bulk insert to carry the same keys.
    body: JSON.stringify(
      rows.map((r) => ({
        num_cliente: '5511912345678',
        local: 'Presencial',
        desc_agendamento: null,
        status: 'agendado',
        ...r,
        id_dono: customer.idDono,
      })),
    ),
  });
}

/**
 * A function called as the signed-in customer, as their browser calls it: the body and the answer
 * typed by its contract (shared-domain's FunctionContracts, as the pages' callFunction()).
 */
export async function callFunction<N extends FunctionName, const B extends FunctionRequest<N>>(
  customer: Customer,
  name: N,
  body: B,
): Promise<FunctionAnswer<N, B>> {
  const init = { method: 'POST', token: customer.accessToken, body: JSON.stringify(body) };
  return call<FunctionAnswer<N, B>>(`/functions/v1/${name}`, init);
}

/** Reads rows with the service role (what the database really holds). */
export async function adminSelect<T>(path: string): Promise<T> {
  return call<T>(`/rest/v1/${path}`, { key: SERVICE_KEY });
}

/** Updates rows with the service role (what only the server may change, such as the agent's status). */
export async function adminUpdate(path: string, patch: Record<string, unknown>): Promise<void> {
  await call(`/rest/v1/${path}`, { method: 'PATCH', key: SERVICE_KEY, body: JSON.stringify(patch) });
}

/** Deletes rows with the service role (a journey's own rows on a shared customer, put back as they were). */
export async function adminDelete(path: string): Promise<void> {
  await call(`/rest/v1/${path}`, { method: 'DELETE', key: SERVICE_KEY });
}

/** 'yyyy-MM-dd' of today plus `days`, in São Paulo (the site's zone in the journeys). */
export function isoDay(days = 0): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** Inserts rows with the service role (a journey's own setup, as the owner's screens would save it). */
export async function adminInsert<T = unknown>(path: string, rows: unknown): Promise<T> {
  return call<T>(`/rest/v1/${path}`, {
    method: 'POST',
    key: SERVICE_KEY,
    headers: { prefer: 'return=representation' },
    body: JSON.stringify(rows),
  });
}

/** A start 23 h 30 min from now in São Paulo, on a 5-minute mark: tomorrow, inside the 24 h window. */
export function startInsideWindow(): { data: string; inicio: string; fim: string } {
  const at = new Date(Date.now() + (23 * 60 + 30) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const minutes = Math.min(Number(parts.hour) * 60 + Math.floor(Number(parts.minute) / 5) * 5, 23 * 60 + 40);
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { data: `${parts.year}-${parts.month}-${parts.day}`, inicio: hhmm(minutes), fim: hhmm(minutes + 15) };
}
