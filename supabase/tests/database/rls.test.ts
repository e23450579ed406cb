/**
 * Row-level security across tenants, as the browser meets it: supabase-js with a customer's token
 * (and hand-made HTTP where the library would never send such a request). Customers A and B sign
 * up for real through /auth/v1; for every table and view of schema public, B owns a row and A
 * tries to read, change, delete, forge and take it. The list of relations comes from the database:
 * a new table without a case below fails the first test.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, closeSql, newUser, raw, serviceClient, sql, stack, type TestUser } from 'local-stack/testing';

let A: TestUser;
let B: TestUser;
let dev: SupabaseClient;
const agentId = new Map<string, string>(); // user id → agent_configs.id

// ---- outcomes ---------------------------------------------------------------------------------

/** What an API call came to: rows returned, or the error PostgREST answered. */
type Outcome = { status: number; rows: number } | { status: number; code: string; message: string };
type Answer = { status: number; data: unknown; count?: number | null; error: { code: string; message: string } | null };

async function outcome(q: PromiseLike<Answer>): Promise<Outcome> {
  const r = await q;
  if (r.error) return { status: r.status, code: r.error.code, message: r.error.message };
  if (r.data === null && typeof r.count === 'number') return { status: r.status, rows: r.count };
  assert.ok(Array.isArray(r.data), `expected an array, got ${JSON.stringify(r.data)}`);
  return { status: r.status, rows: r.data.length };
}

/** Rows a read returned. */
const rows = (n: number): Outcome => ({ status: 200, rows: n });
/**
 * Rows an update or delete touched: counted by PostgREST (Prefer: count=exact) without RETURNING,
 * so that only the write policies decide (RETURNING would add the SELECT policy as a second check
 * and hide a missing WITH CHECK).
 */
const affected = (n: number): Outcome => ({ status: 204, rows: n });
const exact = { count: 'exact' } as const;
/** RLS refused the new row (WITH CHECK, or no INSERT policy at all). */
const rlsRefused = (table: string, status = 403): Outcome => ({
  status,
  code: '42501',
  message: `new row violates row-level security policy for table "${table}"`,
});
/** The role has no privilege on the table (or on a column it named). */
const denied = (table: string, status = 403): Outcome => ({
  status,
  code: '42501',
  message: `permission denied for table ${table}`,
});
/** profiles_guard: role and id_dono are server-owned. */
const guarded: Outcome = {
  status: 403,
  code: '42501',
  message: 'role, username e id_dono são definidos pelo servidor',
};
/** agent_configs_guard: the owner and the columns server functions act on are server-owned. */
const agentGuarded: Outcome = {
  status: 403,
  code: '42501',
  message: 'user_id, user_email, evolution_instance_id, workflow_id, webhook_url e status são definidos pelo servidor',
};
const guardFor = (table: string): Outcome => (table === 'agent_configs' ? agentGuarded : guarded);

// ---- cases ------------------------------------------------------------------------------------

/** A professional's week: Mondays 09:00–18:00. */
const WEEK = { dias: { segunda: { ativo: true, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] } } };

interface Case {
  /** Relation in schema public (table or view). */
  table: string;
  /** Primary key (or, for the view, the key of its base row). */
  key: string;
  /** Columns the customer's role may name. */
  cols: string;
  /** The owner column and the value that makes a row a user's. */
  owner: { col: string; value: (u: TestUser) => string };
  /** A row owned by `u`, made as the product makes it (u's own client, else the service role). */
  arrange: (u: TestUser) => Promise<string>;
  /** Another owned row for the delete check (only where the owner may delete). */
  arrangeMore?: (u: TestUser) => Promise<string>;
  /** A harmless change of a data column. */
  change: Record<string, unknown>;
  /** An insert carrying `of`'s ownership. */
  forge: (of: TestUser) => Record<string, unknown>;
  /** The update that would hand a row to `to`. */
  handOver: (to: TestUser) => Record<string, unknown>;
  /** The table PostgreSQL names in an RLS error (the base table, for a view). */
  rlsTable?: string;
  /** How an anonymous insert is refused, where it is not by RLS. */
  anonInsert?: Outcome;
  /** What the migrations allow the owner's role on this relation. */
  allows: {
    read: 'own' | 'none';
    update: 'own' | 'none' | 'denied';
    delete: 'own' | 'none' | 'denied';
    insert: 'rls' | 'denied';
    handOver: 'rls' | 'guard' | 'none' | 'denied';
  };
}

const future = (day: number) => `2030-03-${String(day).padStart(2, '0')}`;
let seq = 0;

async function bookFor(u: TestUser): Promise<string> {
  seq += 1;
  const { data, error } = await u.client
    .from('g_agenda')
    .insert({
      id_dono: u.idDono,
      data: future(1 + (seq % 28)),
      inicio: '10:00',
      fim: '10:30',
      nome: `Paciente ${seq}`,
      num_cliente: '5511987650000',
      desc_agendamento: 'Consulta',
      status: 'agendado',
    })
    .select('id')
    .single();
  assert.equal(error, null);
  return (data as { id: string }).id;
}

async function serviceInsert(table: string, row: Record<string, unknown>, key = 'id'): Promise<string> {
  const { data, error } = await serviceClient().from(table).insert(row).select(key).single();
  assert.equal(error, null, `${table}: ${JSON.stringify(error)}`);
  return (data as unknown as Record<string, string>)[key];
}

const profileCase = (table: 'profiles' | 'user_profiles'): Case => ({
  table,
  key: 'id',
  cols: 'id, full_name, role, id_dono',
  owner: { col: 'id', value: (u) => u.id },
  arrange: async (u) => {
    const { error } = await u.client.from(table).update({ phone: '11912345678' }).eq('id', u.id);
    assert.equal(error, null);
    return u.id;
  },
  change: { full_name: 'Nome Trocado' },
  forge: (of) => ({ id: of.id, full_name: 'Intruso' }),
  handOver: (to) => ({ id_dono: to.idDono }),
  rlsTable: 'profiles',
  // profiles_guard (SECURITY INVOKER) draws an owner code for anon too, but generate_id_dono() is
  // not granted to anon: the insert dies there, before RLS is reached. Refused all the same.
  anonInsert: { status: 401, code: '42501', message: 'permission denied for function generate_id_dono' },
  allows: { read: 'own', update: 'own', delete: 'none', insert: 'rls', handOver: 'guard' },
});

// g_agenda_historico and reminder_due before g_agenda: deleting A's appointments takes their rows with them.
const cases: Case[] = [
  profileCase('profiles'),
  profileCase('user_profiles'),
  {
    table: 'agent_configs',
    key: 'id',
    cols: 'id, user_id, name, status',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: async (u) => {
      const { data, error } = await u.client
        .from('agent_configs')
        .update({ name: 'Assistente Próprio' })
        .eq('user_id', u.id)
        .select('id')
        .single();
      assert.equal(error, null);
      return (data as { id: string }).id;
    },
    change: { name: 'Assistente Trocado' },
    forge: (of) => ({ user_id: of.id, name: 'Intruso' }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'own', update: 'own', delete: 'none', insert: 'rls', handOver: 'guard' },
  },
  {
    table: 'agent_products',
    key: 'id',
    cols: 'id, agent_id, codigo, nome',
    owner: { col: 'agent_id', value: (u) => agentId.get(u.id)! },
    arrange: async (u) => {
      seq += 1;
      const { data, error } = await u.client
        .from('agent_products')
        .insert({ agent_id: agentId.get(u.id), codigo: `P${seq}`, nome: 'Consulta', valor: 150 })
        .select('id')
        .single();
      assert.equal(error, null);
      return (data as { id: string }).id;
    },
    arrangeMore: (u) => cases.find((c) => c.table === 'agent_products')!.arrange(u),
    change: { nome: 'Produto Trocado' },
    forge: (of) => ({ agent_id: agentId.get(of.id), codigo: 'INTRUSO', nome: 'Intruso' }),
    handOver: (to) => ({ agent_id: agentId.get(to.id) }),
    allows: { read: 'own', update: 'own', delete: 'own', insert: 'rls', handOver: 'rls' },
  },
  {
    table: 'g_agenda_historico',
    key: 'id',
    cols: 'id, id_dono, acao, usuario',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    // Written by the trigger when the owner books through their own client.
    arrange: async (u) => {
      const booking = await bookFor(u);
      const { data, error } = await u.client
        .from('g_agenda_historico')
        .select('id, acao')
        .eq('agendamento_id', booking)
        .single();
      assert.equal(error, null);
      assert.equal((data as { acao: string }).acao, 'Agendamento criado');
      return (data as { id: string }).id;
    },
    change: { acao: 'Forjado' },
    forge: (of) => ({ id_dono: of.idDono, acao: 'Agendamento criado', usuario: 'Intruso' }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    // When each appointment's next reminder time comes (the reminder queue's timetable): the server's alone.
    table: 'reminder_due',
    key: 'agendamento_id',
    cols: 'agendamento_id, id_dono, due_at',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    // Booking a future appointment writes its row.
    arrange: bookFor,
    change: { due_at: '2030-01-01T00:00:00Z' },
    forge: (of) => ({ id_dono: of.idDono, due_at: '2030-01-01T00:00:00Z' }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    table: 'g_agenda',
    key: 'id',
    cols: 'id, id_dono, data, inicio, nome, status',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: bookFor,
    arrangeMore: bookFor,
    change: { nome: 'Nome Trocado' },
    forge: (of) => ({ id_dono: of.idDono, data: future(20), inicio: '11:00', fim: '11:30', nome: 'Intruso' }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'own', delete: 'own', insert: 'rls', handOver: 'rls' },
  },
  {
    table: 'g_atendimento',
    key: 'id',
    cols: 'id, id_dono, status, avaliacao_cliente',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: (u) =>
      serviceInsert('g_atendimento', {
        id_dono: u.idDono,
        status: 'concluido',
        avaliacao_cliente: 9,
        duracao_atendimento: 12,
        resolvido_primeiro_contato: true,
      }),
    change: { avaliacao_cliente: 10 },
    forge: (of) => ({ id_dono: of.idDono, status: 'concluido', avaliacao_cliente: 0 }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    table: 'chat_messages',
    key: 'id',
    cols: 'id, user_id, direction, body',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: (u) =>
      serviceInsert('chat_messages', {
        user_id: u.id,
        id_dono: u.idDono,
        remote_jid: '5511987650001@s.whatsapp.net',
        phone: '5511987650001',
        direction: 'in',
        body: 'Olá, quero marcar um horário',
      }),
    change: { body: 'Mensagem trocada' },
    forge: (of) => ({ user_id: of.id, id_dono: of.idDono, direction: 'out', body: 'Intruso' }),
    handOver: (to) => ({ user_id: to.id, id_dono: to.idDono }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  // The inbox's conversations (20261201000100_conversations.sql): written only by the functions.
  {
    table: 'conversas',
    key: 'id',
    cols: 'id, id_dono, telefone, estado',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: (u) => {
      seq += 1;
      const telefone = `55119876${String(seq).padStart(5, '0')}`;
      return serviceInsert('conversas', { user_id: u.id, id_dono: u.idDono, telefone, chat: telefone });
    },
    change: { estado: 'voce' },
    forge: (of) => ({ user_id: of.id, id_dono: of.idDono, telefone: '5511987659999', chat: '5511987659999' }),
    handOver: (to) => ({ user_id: to.id, id_dono: to.idDono }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  // The home's running totals (20261201000200_home_truth.sql), kept by triggers: the attendance and
  // the message the two cases above arranged made each user's rows. Read-only to their owner.
  {
    table: 'dashboard_atendimentos_mes',
    key: 'id_dono',
    cols: 'id_dono, mes, concluidos',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: async (u) => {
      const rows = await sql('select 1 from public.dashboard_atendimentos_mes where id_dono = $1', [u.idDono]);
      assert.equal(rows.length, 1);
      return u.idDono;
    },
    change: { concluidos: 1000 },
    forge: (of) => ({ id_dono: of.idDono, mes: '2030-01-01', concluidos: 1 }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    table: 'dashboard_mensagens',
    key: 'id_dono',
    cols: 'id_dono, total',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: async (u) => {
      const rows = await sql('select 1 from public.dashboard_mensagens where id_dono = $1', [u.idDono]);
      assert.equal(rows.length, 1);
      return u.idDono;
    },
    change: { total: 1000 },
    forge: (of) => ({ id_dono: of.idDono, total: 1 }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    table: 'subscriptions',
    key: 'id',
    cols: 'id, user_id, plan, status, value',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: (u) => serviceInsert('subscriptions', { user_id: u.id, plan: 'mensal', status: 'active', value: 97 }),
    change: { value: 0 },
    forge: (of) => ({ user_id: of.id, plan: 'anual', status: 'pending', value: 1 }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    table: 'payments',
    key: 'id',
    cols: 'id, user_id, status, value',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: (u) =>
      serviceInsert('payments', { user_id: u.id, plan: 'mensal', billing_type: 'PIX', status: 'PENDING', value: 97 }),
    change: { status: 'RECEIVED' },
    forge: (of) => ({ user_id: of.id, billing_type: 'PIX', status: 'RECEIVED', value: 1 }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    table: 'payment_attempts',
    key: 'idempotency_key',
    cols: 'idempotency_key, user_id, state',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: (u) =>
      serviceInsert(
        'payment_attempts',
        { idempotency_key: `rls-${u.id}`, user_id: u.id, fingerprint: 'f', state: 'succeeded' },
        'idempotency_key',
      ),
    change: { state: 'failed' },
    forge: (of) => ({ idempotency_key: `forjada-${of.id}`, user_id: of.id, fingerprint: 'f' }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    // Webhook events are the server's alone; the "owner" here is the payment an event is about.
    table: 'payment_webhook_events',
    key: 'id',
    cols: 'id, event',
    owner: { col: 'provider_payment_id', value: (u) => `pay_${u.id.slice(0, 8)}` },
    arrange: (u) =>
      serviceInsert('payment_webhook_events', {
        id: `evt_${u.id}`,
        event: 'PAYMENT_CREATED',
        provider_payment_id: `pay_${u.id.slice(0, 8)}`,
        payload: {},
      }),
    change: { processed_at: null },
    forge: (of) => ({ id: `evt_forjado_${of.id}`, event: 'PAYMENT_RECEIVED', payload: {} }),
    handOver: (to) => ({ provider_payment_id: `pay_${to.id.slice(0, 8)}` }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    table: 'whatsapp_instances',
    key: 'id',
    cols: 'id, user_id, instance_name, status', // every column but api_key
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: (u) =>
      serviceInsert('whatsapp_instances', {
        user_id: u.id,
        instance_name: `inst-${u.id.slice(0, 8)}`,
        api_key: `segredo-${u.id}`,
        status: 'connected',
      }),
    change: { status: 'disconnected' },
    forge: (of) => ({ user_id: of.id, instance_name: 'intrusa' }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'own', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    table: 'google_calendar_tokens',
    key: 'user_id',
    cols: 'user_id',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: (u) =>
      serviceInsert(
        'google_calendar_tokens',
        {
          user_id: u.id,
          user_email: u.email,
          token: { access_token: `ya29.${u.id}`, refresh_token: `1//${u.id}` },
          last_sync_at: '2026-01-02T03:04:05.000Z',
        },
        'user_id',
      ),
    change: { last_sync_at: null },
    forge: (of) => ({ user_id: of.id, user_email: of.email, token: {} }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    // Clients' messages on their way to the assistant: the server's alone (whatsapp-webhook, assistant-forward).
    table: 'assistant_deliveries',
    key: 'message_id',
    cols: 'message_id',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: (u) =>
      serviceInsert(
        'assistant_deliveries',
        { instance_name: u.id, message_id: `MSG-${u.id}`, user_id: u.id, body: '{}' },
        'message_id',
      ),
    change: { status: 'expired' },
    forge: (of) => ({ instance_name: of.id, message_id: `FORJADA-${of.id}`, user_id: of.id, body: '{}' }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    // The platform's credentials in n8n: the server's alone; the "owner" is the setting it was made from.
    table: 'n8n_credentials',
    key: 'credential_id',
    cols: 'credential_id',
    owner: { col: 'n8n_url', value: (u) => `http://n8n-${u.id}` },
    arrange: (u) =>
      serviceInsert(
        'n8n_credentials',
        { kind: 'openai', n8n_url: `http://n8n-${u.id}`, fingerprint: '0'.repeat(64), credential_id: `cred-${u.id}` },
        'credential_id',
      ),
    change: { credential_id: 'trocada' },
    forge: (of) => ({
      kind: 'openai',
      n8n_url: `http://n8n-${of.id}`,
      fingerprint: '1'.repeat(64),
      credential_id: 'x',
    }),
    handOver: (to) => ({ n8n_url: `http://n8n-${to.id}` }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    // The booking page's rate limit: the server's alone; the "owner" is the client it counts.
    table: 'booking_requests',
    key: 'id',
    cols: 'id, client_key',
    owner: { col: 'client_key', value: (u) => `ip-${u.id}` },
    arrange: async (u) => String(await serviceInsert('booking_requests', { client_key: `ip-${u.id}` })),
    change: { client_key: 'trocado' },
    forge: (of) => ({ client_key: `ip-${of.id}` }),
    handOver: (to) => ({ client_key: `ip-${to.id}` }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    // What the platform sent for an owner today (the daily caps): the server's alone.
    table: 'owner_daily_sends',
    key: 'id_dono',
    cols: 'id_dono, dia, channel, count',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: (u) =>
      serviceInsert(
        'owner_daily_sends',
        { id_dono: u.idDono, dia: '2030-03-01', channel: 'email', count: 1 },
        'id_dono',
      ),
    change: { count: 0 },
    forge: (of) => ({ id_dono: of.idDono, dia: '2030-03-02', channel: 'whatsapp', count: 0 }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    // What the assistant did for an owner today (its daily budget): the server's alone; the inbox
    // asks assistant_paused_until().
    table: 'assistant_days',
    key: 'id_dono',
    cols: 'id_dono, dia, execucoes, respostas',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: (u) => serviceInsert('assistant_days', { id_dono: u.idDono, dia: '2030-03-01', execucoes: 1 }, 'id_dono'),
    change: { execucoes: 0 },
    forge: (of) => ({ id_dono: of.idDono, dia: '2030-03-02', execucoes: 0 }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    // A client's address that unsubscribed from an owner's e-mails: the owner reads, only the link writes.
    table: 'email_opt_outs',
    key: 'email',
    cols: 'id_dono, email, created_at',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: (u) =>
      serviceInsert('email_opt_outs', { id_dono: u.idDono, email: `cliente.${u.id}@teste.com.br` }, 'email'),
    change: { email: 'outro@teste.com.br' },
    forge: (of) => ({ id_dono: of.idDono, email: `forjado.${of.id}@teste.com.br` }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    // The owner's team: read and written by the owner; never deleted (appointments name them).
    table: 'profissionais',
    key: 'id',
    cols: 'id, id_dono, nome, ativo',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: (u) => serviceInsert('profissionais', { id_dono: u.idDono, nome: `Colega de ${u.id}`, agenda: WEEK }),
    change: { nome: 'Nome alterado' },
    forge: (of) => ({ id_dono: of.idDono, nome: 'Intrusa', agenda: WEEK }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'own', delete: 'denied', insert: 'rls', handOver: 'rls' },
  },
  {
    // One trial per person: the checkout's record, the server's alone.
    table: 'trial_grants',
    key: 'id',
    cols: 'id, user_id, documento',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: async (u) =>
      String(await serviceInsert('trial_grants', { user_id: u.id, documento: null, idempotency_key: `trial-${u.id}` })),
    change: { documento: '00000000000' },
    forge: (of) => ({ user_id: of.id, idempotency_key: `forjada-${of.id}` }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  {
    table: 'notifications',
    key: 'id',
    cols: 'id, id_dono, template, status',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    arrange: (u) =>
      serviceInsert('notifications', {
        id_dono: u.idDono,
        channel: 'whatsapp',
        template: 'lembrete_manual',
        recipient: '5511987650001',
        payload: { nome: 'Paciente' },
        status: 'sent',
      }),
    change: { status: 'failed' },
    forge: (of) => ({ id_dono: of.idDono, channel: 'email', template: 'lembrete_manual', recipient: 'x@y.com' }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'none', delete: 'none', insert: 'rls', handOver: 'none' },
  },
  {
    table: 'reminder_settings',
    key: 'id_dono',
    cols: 'id_dono, antes24h, antes1h, whatsapp, email',
    owner: { col: 'id_dono', value: (u) => u.idDono },
    // Made at sign-up; the owner saves the reminder card through their own client.
    arrange: async (u) => {
      const { data, error } = await u.client
        .from('reminder_settings')
        .update({ antes1h: false })
        .eq('id_dono', u.idDono)
        .select('id_dono')
        .single();
      assert.equal(error, null);
      return (data as { id_dono: string }).id_dono;
    },
    change: { email: true },
    forge: (of) => ({ id_dono: of.idDono, email: true }),
    handOver: (to) => ({ id_dono: to.idDono }),
    allows: { read: 'own', update: 'own', delete: 'none', insert: 'rls', handOver: 'rls' },
  },
];

const rowOf = new Map<string, { a: string; b: string }>(); // table → key of A's and of B's row

async function snapshot(c: Case, key: string): Promise<unknown> {
  const r = await sql<{ row: unknown }>(`select to_jsonb(t) as row from public.${c.table} t where ${c.key} = $1`, [
    key,
  ]);
  assert.equal(r.length, 1, `${c.table}: row ${key} exists`);
  return r[0].row;
}

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return (await sql<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params))[0].n;
}

before(async () => {
  A = await newUser({ full_name: 'Cliente A' }, 'rls-a');
  B = await newUser({ full_name: 'Cliente B' }, 'rls-b');
  for (const u of [A, B]) {
    const { data, error } = await u.client.from('agent_configs').select('id').eq('user_id', u.id).single();
    assert.equal(error, null);
    agentId.set(u.id, (data as { id: string }).id);
  }
  for (const c of cases) rowOf.set(c.table, { b: await c.arrange(B), a: await c.arrange(A) });
  dev = client();
  const signIn = await dev.auth.signInWithPassword({ email: 'dev@atende.ai', password: 'dev12345' });
  assert.equal(signIn.error, null);
});
after(closeSql);

test('every table and view of schema public has a case here', async () => {
  const tables = (
    await sql<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)
  ).map((r) => r.name);
  const views = (
    await sql<{ name: string }>(`select viewname as name from pg_views where schemaname = 'public' order by 1`)
  ).map((r) => r.name);
  const covered = cases.map((c) => c.table).sort();
  assert.ok(tables.length >= 13, `found ${tables.join(', ')}`);
  assert.deepEqual(
    [...tables, ...views].filter((t) => !covered.includes(t)),
    [],
    'relations without an RLS case in rls.test.ts',
  );
  assert.deepEqual(covered, [...tables, ...views].sort(), 'cases naming a relation that does not exist');
  // Every table really has RLS on (what 20261121001200_rls_guard.sql checks at migration time).
  const withoutRls = await sql(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  );
  assert.deepEqual(withoutRls, []);
});

for (const c of cases) {
  test(`${c.table}: customer A cannot read, change, delete, forge or take customer B's row`, async () => {
    const { a, b } = rowOf.get(c.table)!;
    const rlsTable = c.rlsTable ?? c.table;
    const { allows } = c;
    const bBefore = await snapshot(c, b);
    const aBefore = await snapshot(c, a);
    const from = () => A.client.from(c.table);

    // Read: A's own row is there; B's is not, by id or by owner; an unfiltered read is A's rows only.
    const readNone = allows.read === 'own' ? rows(0) : denied(c.table);
    assert.deepEqual(
      await outcome(from().select(c.cols).eq(c.key, a)),
      allows.read === 'own' ? rows(1) : denied(c.table),
      'own row',
    );
    assert.deepEqual(await outcome(from().select(c.cols).eq(c.key, b)), readNone, "B's row by key");
    assert.deepEqual(
      await outcome(from().select(c.cols).eq(c.owner.col, c.owner.value(B))),
      readNone,
      "B's rows by owner",
    );
    if (allows.read === 'own') {
      const all = await from().select(c.cols);
      assert.equal(all.error, null);
      const own = await count(c.table, `${c.owner.col} = $1`, [c.owner.value(A)]);
      assert.ok(own >= 1);
      assert.equal(all.data!.length, own, 'an unfiltered read returns exactly A’s rows');
      assert.ok(
        all.data!.every((r) => (r as unknown as Record<string, unknown>)[c.owner.col] === c.owner.value(A)),
        'no row of another owner',
      );
      const head = await from().select('*', { count: 'exact', head: true }).eq(c.owner.col, c.owner.value(B));
      // select=* is refused where a column is not granted (whatsapp_instances.api_key,
      // agent_configs.tools_secret_hash).
      if (c.table === 'whatsapp_instances' || c.table === 'agent_configs') assert.equal(head.status, 403);
      else assert.equal(head.count, 0, "count of B's rows");
    }

    // Update and delete B's row: nothing matches (or no privilege at all).
    const writeNone = (what: 'own' | 'none' | 'denied') => (what === 'denied' ? denied(c.table) : affected(0));
    assert.deepEqual(
      await outcome(from().update(c.change, exact).eq(c.key, b)),
      writeNone(allows.update),
      "update B's row",
    );
    assert.deepEqual(
      await outcome(from().update(c.change, exact).eq(c.owner.col, c.owner.value(B))),
      writeNone(allows.update),
      "update B's rows by owner",
    );
    assert.deepEqual(await outcome(from().delete(exact).eq(c.key, b)), writeNone(allows.delete), 'delete');

    // Insert a row carrying B's ownership: refused, nothing inserted.
    const total = await count(c.table);
    assert.deepEqual(
      await outcome(from().insert(c.forge(B))),
      allows.insert === 'rls' ? rlsRefused(rlsTable) : denied(c.table),
      'insert as B',
    );
    assert.equal(await count(c.table), total, 'nothing inserted');

    // Hand one of A's own rows over to B: refused (or matches nothing where A may not update at all).
    const handOver = {
      rls: rlsRefused(rlsTable),
      guard: guardFor(c.table),
      none: affected(0),
      denied: denied(c.table),
    }[allows.handOver];
    assert.deepEqual(await outcome(from().update(c.handOver(B), exact).eq(c.key, a)), handOver, 'hand over');
    // Without a filter PostgreSQL reads no column of the table, so the SELECT policy is not applied to
    // the new row: the UPDATE policy's WITH CHECK alone must refuse handing every row over.
    assert.deepEqual(await outcome(from().update(c.handOver(B), exact)), handOver, 'hand over, no filter');

    assert.deepEqual(await snapshot(c, b), bBefore, "B's row is unchanged");
    assert.deepEqual(await snapshot(c, a), aBefore, "A's row is unchanged");

    // The same calls on A's own rows do what the migrations allow, so the refusals above are RLS.
    // Unfiltered calls read no column, so only the UPDATE/DELETE policies' USING keeps B's rows out.
    const own = () => count(c.table, `${c.owner.col} = $1`, [c.owner.value(A)]);
    const mine = await own();
    assert.deepEqual(
      await outcome(from().update(c.change, exact).eq(c.key, a)),
      allows.update === 'own' ? affected(1) : writeNone(allows.update),
      'update own row',
    );
    assert.deepEqual(
      await outcome(from().update(c.change, exact)),
      allows.update === 'own' ? affected(mine) : writeNone(allows.update),
      'update without a filter',
    );
    if (allows.update !== 'own') assert.deepEqual(await snapshot(c, a), aBefore, 'own server-written row unchanged');
    const victim = allows.delete === 'own' ? await c.arrangeMore!(A) : a;
    assert.deepEqual(
      await outcome(from().delete(exact).eq(c.key, victim)),
      allows.delete === 'own' ? affected(1) : writeNone(allows.delete),
      'delete own row',
    );
    assert.equal(await count(c.table, `${c.key} = $1`, [victim]), allows.delete === 'own' ? 0 : 1);
    assert.deepEqual(
      await outcome(from().delete(exact)),
      allows.delete === 'own' ? affected(mine) : writeNone(allows.delete),
      'delete without a filter',
    );
    assert.equal(await own(), allows.delete === 'own' ? 0 : mine);
    assert.deepEqual(await snapshot(c, b), bBefore, "B's row is still there, unchanged");
  });
}

test('PUT (single-row upsert, never sent by supabase-js) cannot take over or overwrite B’s appointment', async () => {
  const { b } = rowOf.get('g_agenda')!;
  const c = cases.find((x) => x.table === 'g_agenda')!;
  const before = await snapshot(c, b);
  const put = (body: Record<string, unknown>) =>
    raw(`/rest/v1/g_agenda?id=eq.${b}`, {
      method: 'PUT',
      token: A.accessToken,
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ id: b, data: future(9), inicio: '08:00', fim: '08:30', nome: 'Tomado', ...body }),
    });
  // As A's own row: the conflicting row is B's, which A's UPDATE policy does not reach.
  const asA = await put({ id_dono: A.idDono });
  assert.equal(asA.status, 403);
  assert.deepEqual(await asA.json(), {
    code: '42501',
    details: null,
    hint: null,
    message: 'new row violates row-level security policy (USING expression) for table "g_agenda"',
  });
  // Keeping B's owner: the insert check refuses it.
  const asB = await put({ id_dono: B.idDono });
  assert.equal(asB.status, 403);
  assert.deepEqual(await asB.json(), {
    code: '42501',
    details: null,
    hint: null,
    message: 'new row violates row-level security policy for table "g_agenda"',
  });
  assert.deepEqual(await snapshot(c, b), before);
});

test('the service key as apikey does not lift RLS when the bearer is a customer (only the bearer counts)', async () => {
  const path = `/rest/v1/g_agenda?select=id&id_dono=eq.${B.idDono}`;
  const { serviceRoleKey } = stack;
  const mixed = await raw(path, { token: A.accessToken, headers: { apikey: serviceRoleKey } });
  assert.equal(mixed.status, 200);
  assert.deepEqual(await mixed.json(), []);
  const service = await raw(path, { headers: { apikey: serviceRoleKey } });
  assert.equal(service.status, 200);
  assert.equal(((await service.json()) as unknown[]).length, await count('g_agenda', 'id_dono = $1', [B.idDono]));
});

test('a batch insert with one row for B is refused as a whole', async () => {
  const mine = await count('g_agenda', 'id_dono = $1', [A.idDono]);
  const theirs = await count('g_agenda', 'id_dono = $1', [B.idDono]);
  const res = await outcome(
    A.client.from('g_agenda').insert([
      { id_dono: A.idDono, data: future(10), inicio: '09:00', fim: '09:30', nome: 'Meu' },
      { id_dono: B.idDono, data: future(10), inicio: '10:00', fim: '10:30', nome: 'Dele' },
    ]),
  );
  assert.deepEqual(res, rlsRefused('g_agenda'));
  assert.equal(await count('g_agenda', 'id_dono = $1', [A.idDono]), mine);
  assert.equal(await count('g_agenda', 'id_dono = $1', [B.idDono]), theirs);
  // Upsert onto B's reminder settings (insert … on conflict do update) is the same refusal.
  assert.deepEqual(
    await outcome(A.client.from('reminder_settings').upsert({ id_dono: B.idDono, email: true })),
    rlsRefused('reminder_settings'),
  );
});

test('anon (no sign-in) reads nothing anywhere and can write nowhere', async () => {
  const anon = client();
  for (const c of cases) {
    const { b } = rowOf.get(c.table)!;
    const bBefore = await snapshot(c, b);
    const total = await count(c.table);
    assert.ok(total >= 2, `${c.table} has rows to hide`);
    // anon: no select grant on whatsapp_instances nor agent_configs (column grants to authenticated only),
    // nor any privilege on profissionais
    const ungranted = ['whatsapp_instances', 'agent_configs', 'profissionais'];
    const granted = c.allows.read === 'own' && !ungranted.includes(c.table);
    const read = granted ? rows(0) : denied(c.table, 401);
    assert.deepEqual(await outcome(anon.from(c.table).select(c.cols)), read, `${c.table}: read all`);
    assert.deepEqual(await outcome(anon.from(c.table).select(c.cols).eq(c.key, b)), read, `${c.table}: read B`);
    assert.deepEqual(
      await outcome(anon.from(c.table).insert(c.forge(B))),
      c.anonInsert ?? (granted ? rlsRefused(c.rlsTable ?? c.table, 401) : denied(c.table, 401)),
      `${c.table}: insert`,
    );
    const write = granted ? affected(0) : denied(c.table, 401);
    assert.deepEqual(
      await outcome(anon.from(c.table).update(c.change, exact).eq(c.key, b)),
      write,
      `${c.table}: update`,
    );
    assert.deepEqual(await outcome(anon.from(c.table).delete(exact).eq(c.key, b)), write, `${c.table}: delete`);
    assert.equal(await count(c.table), total, `${c.table}: nothing inserted or deleted`);
    assert.deepEqual(await snapshot(c, b), bBefore, `${c.table}: B's row unchanged`);
  }
  const rpcDenied = (fn: string) => ({ status: 401, code: '42501', message: `permission denied for function ${fn}` });
  assert.deepEqual(
    await outcome(anon.rpc('get_user_dashboard_stats', { user_id_param: B.id })),
    rpcDenied('get_user_dashboard_stats'),
  );
  assert.deepEqual(await outcome(anon.rpc('google_calendar_status')), rpcDenied('google_calendar_status'));
});

test('profiles: a customer cannot make themselves developer nor change their owner code, by any route', async () => {
  const snap = () =>
    sql<{ role: string; id_dono: string }>('select role, id_dono from public.profiles where id = $1', [A.id]);
  const before = await snap();
  assert.deepEqual(before, [{ role: 'client', id_dono: A.idDono }]);
  for (const table of ['profiles', 'user_profiles']) {
    const from = () => A.client.from(table);
    assert.deepEqual(await outcome(from().update({ role: 'developer' }, exact).eq('id', A.id)), guarded);
    assert.deepEqual(await outcome(from().update({ role: 'technical' }, exact).eq('id', A.id)), guarded);
    assert.deepEqual(await outcome(from().update({ id_dono: 'USR-AAAAAAAA' }, exact).eq('id', A.id)), guarded);
    assert.deepEqual(await outcome(from().update({ id: B.id }, exact).eq('id', A.id)), guarded);
    // Upsert on the existing row: the insert policy (role 'client') refuses it before any update.
    assert.deepEqual(
      await outcome(from().upsert({ id: A.id, role: 'developer', full_name: 'Eu' })),
      rlsRefused('profiles'),
    );
  }
  assert.deepEqual(await snap(), before);
  // The same client may change what is theirs to change.
  const ok = await A.client.from('profiles').update({ full_name: 'Cliente A' }).eq('id', A.id).select('role').single();
  assert.equal(ok.error, null);
  assert.deepEqual(ok.data, { role: 'client' });
});

test('server-owned columns: profile e-mail, and the agent columns server functions act on', async () => {
  // The profile e-mail follows the sign-in e-mail: a customer cannot point it at B's address.
  assert.deepEqual(await outcome(A.client.from('profiles').update({ email: B.email }, exact).eq('id', A.id)), guarded);
  const email = await sql<{ email: string }>('select email from public.profiles where id = $1', [A.id]);
  assert.deepEqual(email, [{ email: A.email }]);

  // Which WhatsApp instance, workflow and e-mail the agent uses is the server's to say.
  for (const change of [
    { evolution_instance_id: B.id },
    { user_email: B.email },
    { workflow_id: 'wf-de-outro' },
    { webhook_url: 'http://evil.example/webhook' },
    { status: 'active' },
  ]) {
    assert.deepEqual(
      await outcome(A.client.from('agent_configs').update(change, exact).eq('user_id', A.id)),
      agentGuarded,
      JSON.stringify(change),
    );
  }
  const agent = await sql<{ evolution_instance_id: string; user_email: string }>(
    'select evolution_instance_id, user_email from public.agent_configs where user_id = $1',
    [A.id],
  );
  assert.deepEqual(agent, [{ evolution_instance_id: A.id, user_email: A.email }]);
});

test('chat_messages: the owner code is derived from user_id, whatever the writer sends', async () => {
  const { data, error } = await serviceClient()
    .from('chat_messages')
    .insert({ user_id: A.id, id_dono: B.idDono, direction: 'in', body: 'Olá' })
    .select('id_dono')
    .single();
  assert.equal(error, null);
  assert.deepEqual(data, { id_dono: A.idDono });
});

test('whatsapp_instances.api_key is not granted: not readable, not filterable, and select=* is refused', async () => {
  const { a } = rowOf.get('whatsapp_instances')!;
  const own = await A.client.from('whatsapp_instances').select('id, instance_name, status').eq('id', a).single();
  assert.equal(own.error, null);
  assert.deepEqual(Object.keys(own.data!).sort(), ['id', 'instance_name', 'status']);
  const refused = denied('whatsapp_instances');
  const from = () => A.client.from('whatsapp_instances');
  assert.deepEqual(await outcome(from().select('api_key').eq('id', a)), refused);
  assert.deepEqual(await outcome(from().select('*').eq('id', a)), refused);
  assert.deepEqual(await outcome(from().select('id').eq('api_key', `segredo-${A.id}`)), refused);
  assert.deepEqual(await outcome(from().select('id').order('api_key')), refused);
  const byRaw = await raw(`/rest/v1/whatsapp_instances?select=id,api_key&id=eq.${a}`, { token: A.accessToken });
  assert.equal(byRaw.status, 403);
  assert.equal(((await byRaw.json()) as { code: string }).code, '42501');
});

test('google_calendar_tokens: nothing reaches the customer, not even their own token; the status RPC does', async () => {
  const from = () => A.client.from('google_calendar_tokens');
  const refused = denied('google_calendar_tokens');
  assert.deepEqual(await outcome(from().select('user_id').eq('user_id', A.id)), refused);
  assert.deepEqual(await outcome(from().select('token')), refused);
  assert.deepEqual(await outcome(from().upsert({ user_id: A.id, user_email: A.email, token: {} })), refused);
  const status = await A.client.rpc('google_calendar_status');
  assert.equal(status.error, null);
  assert.equal(status.data.isConnected, true);
  assert.equal(new Date(status.data.lastSync).toISOString(), '2026-01-02T03:04:05.000Z');
  assert.deepEqual(Object.keys(status.data).sort(), ['isConnected', 'lastSync'], 'no token in the answer');
  const none = await dev.rpc('google_calendar_status');
  assert.deepEqual(none.data, { isConnected: false, lastSync: null });
});

test("get_user_dashboard_stats: another customer's id is 42501; a developer passes but sees only what RLS gives", async () => {
  const mine = await A.client.rpc('get_user_dashboard_stats', { user_id_param: A.id });
  assert.equal(mine.error, null);
  for (const param of [B.id, null, '22222222-2222-4222-8222-222222222222']) {
    assert.deepEqual(await outcome(A.client.rpc('get_user_dashboard_stats', { user_id_param: param })), {
      status: 403,
      code: '42501',
      message: 'Sem permissão para ver as estatísticas de outro usuário',
    });
  }
  const own = await B.client.rpc('get_user_dashboard_stats', { user_id_param: B.id });
  assert.equal(own.error, null);
  const booked = await count(
    'g_agenda',
    `id_dono = $1 and status in ('agendado', 'confirmado', 'reagendado') and data > current_date`,
    [B.idDono],
  );
  assert.equal(own.data.proximosAgendamentos.length, Math.min(booked, 5));
  assert.ok(booked >= 1);
  assert.equal(own.data.agentStatus, 'draft');
  assert.equal(own.data.totalAtendimentos, 1);
  assert.equal(own.data.totalMensagens, 1);

  const viaDev = await dev.rpc('get_user_dashboard_stats', { user_id_param: B.id });
  assert.equal(viaDev.error, null);
  assert.deepEqual(viaDev.data.proximosAgendamentos, []);
  assert.equal(viaDev.data.agentStatus, null);
  assert.equal(viaDev.data.hasAgentConfig, false);
  assert.equal(viaDev.data.totalAtendimentos, 0);
  assert.equal(viaDev.data.totalMensagens, 0);
  assert.equal(viaDev.data.nps, 0);
});

test('a developer reads every profile (table and view) and nothing else of another customer', async () => {
  const profiles = await dev.from('profiles').select('id, role, id_dono');
  assert.equal(profiles.error, null);
  assert.equal(profiles.data!.length, await count('profiles'));
  const b = await dev.from('user_profiles').select('id, role, id_dono, full_name').eq('id', B.id).single();
  assert.equal(b.error, null);
  assert.deepEqual(b.data, { id: B.id, role: 'client', id_dono: B.idDono, full_name: 'Cliente B' });
  const demo = await dev.from('profiles').select('id_dono').eq('id', '11111111-1111-4111-8111-111111111111').single();
  assert.deepEqual(demo.data, { id_dono: 'USR-DEMO0001' });

  for (const c of cases) {
    const { b: key } = rowOf.get(c.table)!;
    const expected = c.allows.read === 'none' ? denied(c.table) : rows(c.rlsTable === 'profiles' ? 1 : 0);
    assert.deepEqual(await outcome(dev.from(c.table).select(c.cols).eq(c.key, key)), expected, c.table);
    assert.deepEqual(
      await outcome(dev.from(c.table).select(c.cols).eq(c.owner.col, c.owner.value(B))),
      expected,
      `${c.table} by owner`,
    );
  }
  // The demo clinic's agenda is not the developer's either.
  assert.deepEqual(await outcome(dev.from('g_agenda').select('id').eq('id_dono', 'USR-DEMO0001')), rows(0));
  assert.ok((await count('g_agenda', 'id_dono = $1', ['USR-DEMO0001'])) > 0);

  // Reading is all: the developer cannot edit B's profile nor promote B.
  const before = await snapshot(cases[0], B.id);
  assert.deepEqual(await outcome(dev.from('profiles').update({ full_name: 'Dev' }, exact).eq('id', B.id)), affected(0));
  assert.deepEqual(
    await outcome(dev.from('profiles').update({ role: 'developer' }, exact).eq('id', B.id)),
    affected(0),
  );
  assert.deepEqual(await snapshot(cases[0], B.id), before);
});
