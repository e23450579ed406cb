/**
 * The booking function as the public page calls it, from a real socket address: the gateway appends
 * the socket's address to X-Forwarded-For and the function counts that one, so each call comes from
 * its own loopback address (127.a.b.c) unless told, and a caller-written X-Forwarded-For is sent
 * only when a test wants to show it counts for nothing. Owners pay: the page is a paid feature.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import assert from 'node:assert/strict';
import { evolutionApi, evolutionControl } from 'local-stack/testing/evolution';
import { grantPaidAccess, newUser, sql, stack, type TestUser } from 'local-stack/testing';

export const PAGE_ORIGIN = 'http://localhost:3100';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: { code: string; message: string } };
  headers: Headers;
}

/** A loopback address of its own: Linux routes all of 127/8 to the stack, each a distinct client. */
export const newSocketAddress = () =>
  `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;

export interface CallInit {
  method?: string;
  body?: unknown;
  raw?: string;
  /** The socket's own address (the client as the gateway sees it); a new one by default. */
  from?: string;
  /** An X-Forwarded-For the caller writes itself. */
  forwardedFor?: string;
  /** A CF-Connecting-IP the caller writes itself (the platform's proxy overwrites it). */
  connectingIp?: string;
}

export function call<T = Record<string, unknown>>(path: string, init: CallInit = {}): Promise<Answer<T>> {
  const url = new URL(`${stack.url}/functions/v1/booking${path}`);
  const headers: Record<string, string> = { origin: PAGE_ORIGIN };
  if (init.forwardedFor) headers['x-forwarded-for'] = init.forwardedFor;
  if (init.connectingIp) headers['cf-connecting-ip'] = init.connectingIp;
  let body: string | undefined;
  if (init.raw !== undefined || init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = init.raw ?? JSON.stringify(init.body);
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? 'GET',
        headers,
        localAddress: init.from ?? newSocketAddress(),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: (text ? JSON.parse(text) : null) as Answer<T>['body'],
              headers: h,
            });
          } catch (err) {
            reject(new Error(`${res.statusCode} ${text}: ${(err as Error).message}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export type Booked = { id: string; data: string; inicio: string; fim: string; status: string };
export const book = (slug: string, body: unknown, init: Omit<CallInit, 'method' | 'body'> = {}) =>
  call<Booked>(`/${slug}`, { ...init, method: 'POST', body });

export type Slot = { data: string; inicio: string; fim: string };
export const slotsOf = (slug: string, de: string, ate = de, init: CallInit = {}) =>
  call<{ slots: Slot[] }>(`/${slug}/slots?de=${de}&ate=${ate}`, init);

/** São Paulo's date `days` from today. */
export function spDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
export const TOMORROW = spDate(1);

const ALL_DAYS = Object.fromEntries(
  ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'].map((d) => [d, true]),
);
/** Every day 08:00–12:00 with a break at 10:00–10:30, 30-minute slots: 7 a day. */
export const SCHEDULE = {
  duracao_atendimento: 30,
  horario_inicio: '08:00',
  horario_fim: '12:00',
  dias_atendimento: ALL_DAYS,
  intervalos: [{ inicio: '10:00', fim: '10:30' }],
  tempo_entre_atendimentos: 0,
  max_agendamentos_dia: 20,
  periodo_disponivel: 14,
  antecedencia_minima: 60,
};
export const DAY_STARTS = ['08:00', '08:30', '09:00', '09:30', '10:30', '11:00', '11:30'];

export const CLIENT = { nome: 'Ana Souza', telefone: '(11) 98765-4321' };

export interface Owner {
  user: TestUser;
  slug: string;
}

/**
 * A new owner with a saved schedule (unless `saved` is false), a live subscription (unless `paid` is
 * false), and their public booking slug.
 */
export async function newOwner(
  prefix: string,
  opts: { business?: string; saved?: boolean; paid?: boolean } = {},
): Promise<Owner> {
  const user = await newUser(
    { full_name: 'Dona da Clínica', business_name: opts.business ?? `Clínica ${prefix}` },
    `booking-${prefix}`,
  );
  if (opts.saved !== false) {
    await sql(`update public.agent_configs set schedule = $2::jsonb, schedule_saved_at = now() where user_id = $1`, [
      user.id,
      JSON.stringify(SCHEDULE),
    ]);
  }
  if (opts.paid !== false) await grantPaidAccess(user.id);
  const [row] = await sql<{ booking_slug: string }>('select booking_slug from public.profiles where id = $1', [
    user.id,
  ]);
  return { user, slug: row.booking_slug };
}

// A team: the owner's professionals and services, seeded with the service role as the owner's
// 'Equipe' and 'Produtos' screens would save them.

const WEEK = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];

/** A week open every day `inicio`–`fim`, with `intervalos`, in the professionals' `{"dias": {...}}` shape. */
export function everyDay(inicio: string, fim: string, intervalos: Array<{ inicio: string; fim: string }> = []) {
  return {
    dias: Object.fromEntries(
      WEEK.map((d) => [d, { ativo: true, horario_inicio: inicio, horario_fim: fim, intervalos }]),
    ),
  };
}

/** The owner's titular professional (themself, made from the saved Agenda step). */
export async function titularOf(owner: Owner): Promise<{ id: string; nome: string }> {
  const [row] = await sql<{ id: string; nome: string }>(
    'select id, nome from public.profissionais where id_dono = $1 and titular',
    [owner.user.idDono],
  );
  return row;
}

/** One more professional; by default SCHEDULE's hours (08:00–12:00, break 10:00–10:30), every service. */
export async function addProfessional(
  owner: Owner,
  nome: string,
  opts: { ordem?: number; servicos?: string[]; agenda?: unknown; ativo?: boolean } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.profissionais (id_dono, nome, ordem, servicos, agenda, ativo)
     values ($1, $2, $3, $4::text[], $5::jsonb, $6) returning id`,
    [
      owner.user.idDono,
      nome,
      opts.ordem ?? 1,
      opts.servicos ?? [],
      JSON.stringify(opts.agenda ?? everyDay('08:00', '12:00', [{ inicio: '10:00', fim: '10:30' }])),
      opts.ativo ?? true,
    ],
  );
  return row.id;
}

/** A service of the owner's assistant (agent_products); `duracao` null = the schedule's. */
export async function addService(owner: Owner, codigo: string, nome: string, duracao: number | null = null) {
  await sql(
    `insert into public.agent_products (agent_id, codigo, nome, valor, duracao_minutos)
     select id, $2, $3, 100, $4 from public.agent_configs where user_id = $1`,
    [owner.user.id, codigo, nome, duracao],
  );
}

/** The owner's WhatsApp connected at the gateway, as the connection function records it. */
export async function connectWhatsapp(owner: Owner): Promise<string> {
  const instance = owner.user.id;
  const created = await evolutionApi('/instance/create', {
    method: 'POST',
    body: { instanceName: instance, qrcode: true },
  });
  assert.equal(created.status, 201);
  await evolutionControl(`/instances/${instance}/scan`, 'POST', { number: '5511955550000' });
  await sql(
    `insert into public.whatsapp_instances (user_id, instance_name, whatsapp_number, status) values ($1::uuid, $1::text, '5511955550000', 'connected')`,
    [owner.user.id],
  );
  return instance;
}
