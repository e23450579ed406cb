/**
 * The cases of the row-level security tests (rls-*.test.ts): one for every table and view of schema
 * public, saying how a customer's row is made, changed, forged and handed over, and what the
 * migrations allow its owner. rls-every-table.test.ts fails when a relation has no case here.
 */
import assert from 'node:assert/strict';
import { serviceClient, sql, type TestUser } from 'local-stack/testing';
import type { Outcome } from './rls-fixtures.ts';

export const agentId = new Map<string, string>(); // user id → agent_configs.id (filled by rls-fixtures' signUpBoth)

/** A professional's week: Mondays 09:00–18:00. */
const WEEK = { dias: { segunda: { ativo: true, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] } } };

export interface Case {
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

export const future = (day: number) => `2030-03-${String(day).padStart(2, '0')}`;
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
export const cases: Case[] = [
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
  // The Cloud API templates of a business and their review: the owner reads, only the functions write.
  {
    table: 'whatsapp_templates',
    key: 'user_id',
    cols: 'user_id, tipo, nome, status, motivo',
    owner: { col: 'user_id', value: (u) => u.id },
    arrange: (u) =>
      serviceInsert(
        'whatsapp_templates',
        { user_id: u.id, tipo: 'lembrete_24h', nome: 'atendeai_lembrete_24h' },
        'user_id',
      ),
    change: { status: 'APPROVED' },
    forge: (of) => ({ user_id: of.id, tipo: 'pesquisa', nome: 'atendeai_pesquisa' }),
    handOver: (to) => ({ user_id: to.id }),
    allows: { read: 'own', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
  },
  // Delivery statuses waiting for their message's wamid: the functions' alone.
  {
    table: 'chat_message_statuses',
    key: 'wa_message_id',
    cols: 'instance_name, wa_message_id, status',
    owner: { col: 'instance_name', value: (u) => `inst-${u.id.slice(0, 8)}` },
    arrange: (u) =>
      serviceInsert(
        'chat_message_statuses',
        { instance_name: `inst-${u.id.slice(0, 8)}`, wa_message_id: `wamid.${u.id}`, status: 'entregue' },
        'wa_message_id',
      ),
    change: { status: 'lida' },
    forge: (of) => ({ instance_name: `inst-${of.id.slice(0, 8)}`, wa_message_id: 'wamid.forjado', status: 'lida' }),
    handOver: (to) => ({ instance_name: `inst-${to.id.slice(0, 8)}` }),
    allows: { read: 'none', update: 'denied', delete: 'denied', insert: 'denied', handOver: 'denied' },
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
