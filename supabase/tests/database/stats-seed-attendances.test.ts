/**
 * get_user_dashboard_stats on the seed's demo clinic, signed in as the demo customer: its attendances
 * are what its transcripts show, and the home's attendance figures are the ones supabase/README.md
 * lists, recomputed from those rows with their documented formulas. (stats-fixtures.ts: the clock.)
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { client, closeSql } from 'local-stack/testing';
import { type Clock, DEMO_ID, monthStart, stats, tenths, trend } from './stats-fixtures.ts';

after(closeSql);

interface DemoMessage {
  conversa_id: string;
  atendimento_id: string | null;
  autor: string;
  body: string;
  created_at: string;
}
interface DemoAttendance {
  id: string;
  conversa_id: string;
  status: string;
  avaliacao_cliente: number | null;
  duracao_atendimento: number | null;
  resolvido_primeiro_contato: boolean | null;
  assumido: boolean;
  data_atendimento: string;
  pesquisa: string | null;
  pesquisa_em: string | null;
  encerrado_por: string | null;
}
const SURVEY = 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?';
/** The São Paulo 'YYYY-MM' of an instant. */
const spMonth = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(
    new Date(iso),
  );

test('seed: the demo clinic’s attendances are what its transcripts show, and the home shows them', async () => {
  const demo = client();
  const signIn = await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  assert.equal(signIn.error, null);
  assert.equal(signIn.data.user?.id, DEMO_ID);

  // Everything read as the owner (RLS gives the clinic its own rows).
  // The seed's twelve (the stack's own reminders to the demo's clients open nameless threads of their own).
  const conversas = await demo
    .from('conversas')
    .select('id, nome, telefone, estado, motivo_transferencia, opt_out_em')
    .not('nome', 'is', null);
  assert.equal(conversas.error, null);
  assert.equal(conversas.data!.length, 12);
  assert.ok(conversas.data!.every((c) => /^55119\d{8}$/.test(c.telefone) && c.nome));
  // The three open ones, unless the minute job closed them meanwhile (30 minutes of silence after
  // the seed, on a long test run).
  const estados = conversas.data!.map((c) => c.estado);
  assert.ok(estados.filter((e) => e === 'concluida').length >= 9, estados.join());
  assert.ok(
    estados.every((e) => ['aguardando', 'assistente', 'voce', 'concluida'].includes(e)),
    estados.join(),
  );
  assert.ok(
    conversas.data!.every((c) => c.estado !== 'aguardando' || c.motivo_transferencia),
    'a hand-off says why',
  );
  assert.equal(conversas.data!.filter((c) => c.opt_out_em).length, 1);

  const msgs = await demo
    .from('chat_messages')
    .select('conversa_id, atendimento_id, autor, body, created_at, status, wa_message_id, instance_name')
    // The seed's messages (a survey the minute job sent after closing one of them is not).
    .like('wa_message_id', 'DEMO%')
    .order('created_at');
  assert.equal(msgs.error, null);
  const messages = msgs.data as (DemoMessage & { status: string; wa_message_id: string; instance_name: string })[];
  assert.ok(
    messages.every((m) => m.status === 'enviada' && m.wa_message_id.startsWith('DEMO') && m.instance_name === DEMO_ID),
  );
  assert.equal(new Set(messages.map((m) => m.wa_message_id)).size, messages.length);
  assert.ok(new Set(conversas.data!.map((c) => c.id)).size === new Set(messages.map((m) => m.conversa_id)).size);

  const att = await demo
    .from('g_atendimento')
    .select(
      'id, conversa_id, status, avaliacao_cliente, duracao_atendimento, resolvido_primeiro_contato, assumido, data_atendimento, pesquisa, pesquisa_em, encerrado_por',
    );
  assert.equal(att.error, null);
  const rows = att.data as DemoAttendance[];
  assert.equal(rows.length, 15);
  assert.ok(rows.filter((a) => a.status === 'em_andamento').length <= 3);

  // Each attendance from its transcript: opened at its first message, duration first → last message
  // (whole minutes, as close_attendance rounds), resolved = nobody took over (no 'voce' message),
  // its rating the client's answer right after the survey question it was sent.
  const done = rows.filter((a) => a.status === 'concluido');
  for (const a of done) {
    const own = messages.filter((m) => m.atendimento_id === a.id);
    const first = Date.parse(own[0].created_at);
    const last = Date.parse(own[own.length - 1].created_at);
    assert.equal(Date.parse(a.data_atendimento), first, a.id);
    assert.equal(a.duracao_atendimento, Math.round((last - first) / 60_000), a.id);
    assert.equal(
      a.assumido,
      own.some((m) => m.autor === 'voce'),
      a.id,
    );
    assert.equal(a.resolvido_primeiro_contato, !a.assumido, a.id);
    assert.ok(a.encerrado_por === 'dono' || a.encerrado_por === 'inatividade');
    const thread = messages.filter((m) => m.conversa_id === a.conversa_id);
    const asked = thread.findIndex((m) => a.pesquisa_em && Date.parse(m.created_at) === Date.parse(a.pesquisa_em));
    if (asked < 0) {
      assert.equal(a.avaliacao_cliente, null, a.id);
      continue;
    }
    assert.equal(thread[asked].body, SURVEY);
    assert.equal(thread[asked].autor, 'plataforma');
    const answer = thread.slice(asked + 1).find((m) => m.autor === 'cliente');
    assert.equal(a.avaliacao_cliente, answer && /^\d+$/.test(answer.body) ? Number(answer.body) : null, a.id);
  }

  // The home's attendance figures from those rows, with their documented formulas.
  const { data, before, after } = await stats(demo, DEMO_ID);
  const rated = done.filter((a) => a.avaliacao_cliente !== null).map((a) => a.avaliacao_cliente!);
  const promoters = rated.filter((r) => r >= 9).length;
  const detractors = rated.filter((r) => r <= 6).length;
  const minutes = done.reduce((sum, a) => sum + a.duracao_atendimento!, 0);
  const resolved = done.filter((a) => a.resolvido_primeiro_contato).length;
  assert.equal(data.totalAtendimentos, done.length);
  assert.equal(data.nps, Math.round(((promoters - detractors) * 100) / rated.length));
  assert.equal(
    data.mediaSatisfacao,
    tenths(
      rated.reduce((x, r) => x + r, 0),
      rated.length,
    ),
  );
  assert.equal(data.tempoMedioAtendimento, Math.round(minutes / done.length));
  assert.equal(data.resolucaoPrimeiroContato, tenths(resolved * 100, done.length));
  // Every message of the clinic's WhatsApp: the seed's and any the stack's reminders added.
  const all = await demo.from('chat_messages').select('id', { count: 'exact', head: true });
  assert.equal(data.totalMensagens, all.count);
  const byMonth = (c: Clock) =>
    trend(
      c.today,
      [0, 1, 2, 3, 4, 5].map(
        (i) => done.filter((a) => spMonth(a.data_atendimento) === monthStart(c.today, i - 5).slice(0, 7)).length,
      ),
    );
  assert.ok(
    [byMonth(before), byMonth(after)].some((t) => isDeepStrictEqual(t, data.tendenciaAtendimentos)),
    JSON.stringify(data.tendenciaAtendimentos),
  );
  // The transcripts' own numbers (supabase/README.md): 12 concluded, 9 rated (5 promoters, 1 detractor).
  assert.deepEqual([done.length, rated.length, promoters, detractors, resolved, minutes], [12, 9, 5, 1, 10, 86]);
  assert.equal(data.nps, 44); // (5 − 1) / 9 = 44.4
  assert.equal(data.mediaSatisfacao, 8.4); // 76 / 9 = 8.44
  assert.equal(data.tempoMedioAtendimento, 7); // 86 / 12 = 7.17
  assert.equal(data.resolucaoPrimeiroContato, 83.3); // 10 / 12
  assert.equal(data.hasAgentConfig, true);
  assert.equal(data.agentStatus, 'active');
});
