/**
 * The booking function as the public booking page calls it: plain fetch from another origin, no
 * project key, no sign-in. Free slots, booking and every refusal of the HTTP contract, the client's
 * WhatsApp confirmation (the Evolution sandbox) and the owner's Google Calendar (the Google sandbox):
 * its busy times block slots, a booking is pushed to it, and neither provider failing stops a booking.
 */
import test, { after, afterEach, describe } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { CALLBACK, consent, control as googleControl, eventsOf, GOOGLE, SITE_PAGE } from 'local-stack/testing/google';
import { closeSql, sql, stack } from 'local-stack/testing';
import {
  book,
  call,
  CLIENT,
  connectWhatsapp,
  DAY_STARTS,
  newOwner,
  newSocketAddress,
  PAGE_ORIGIN,
  slotsOf,
  spDate,
  TOMORROW,
  titularOf,
  type Owner,
} from './booking-support.ts';

after(closeSql);
afterEach(async () => {
  await googleControl('/faults', 'DELETE');
  await evolutionControl('/faults', 'DELETE');
});

/** The owner's Google Calendar connected through the agent page's flow; the account's access token. */
async function connectGoogle(owner: Owner): Promise<string> {
  const { data } = await owner.user.client.functions.invoke('google-calendar', {
    body: { action: 'authorize', redirectTo: SITE_PAGE },
  });
  const toCallback = await consent((data as { url: string }).url, 'allow');
  assert.equal(`${toCallback.origin}${toCallback.pathname}`, CALLBACK);
  assert.equal((await fetch(toCallback, { redirect: 'manual' })).status, 302);
  const [row] = await sql<{ token: { access_token: string } }>(
    'select token from public.google_calendar_tokens where user_id = $1',
    [owner.user.id],
  );
  return row.token.access_token;
}

async function googleEvent(accessToken: string, date: string, start: string, end: string) {
  const res = await fetch(`${GOOGLE}/calendar/v3/calendars/primary/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      summary: 'Compromisso pessoal',
      start: { dateTime: `${date}T${start}:00`, timeZone: 'America/Sao_Paulo' },
      end: { dateTime: `${date}T${end}:00`, timeZone: 'America/Sao_Paulo' },
    }),
  });
  assert.equal(res.status, 200);
}

const appointment = async (id: string) =>
  (
    await sql<{
      nome: string;
      num_cliente: string;
      desc_agendamento: string | null;
      status: string;
      origem: string;
      data: string;
      inicio: string;
      fim: string;
      google_event_id: string | null;
    }>(
      `select nome, num_cliente, desc_agendamento, status, origem, to_char(data, 'YYYY-MM-DD') as data,
              to_char(inicio, 'HH24:MI') as inicio, to_char(fim, 'HH24:MI') as fim, google_event_id
       from public.g_agenda where id = $1`,
      [id],
    )
  )[0];

// The booking's own notices; a booking inside the next 24 h also gets its automatic reminder queued,
// which the reminder tests cover.
const notificationsOf = (id: string) =>
  sql<{ template: string; status: string; recipient: string; error: string | null; payload: Record<string, string> }>(
    `select template, status, recipient, error, payload from public.notifications
      where agendamento_id = $1 and template not in ('lembrete_24h', 'lembrete_1h')`,
    [id],
  );

describe('booking function: the page and its slots', () => {
  test('the page answers the business, its services, the duration, the notice and the window, with CORS', async () => {
    const owner = await newOwner('pagina', { business: 'Clínica Bem Viver' });
    assert.match(owner.slug, /^clinica-bem-viver(-\d+)?$/);
    const [agent] = await sql<{ id: string }>('select id from public.agent_configs where user_id = $1', [
      owner.user.id,
    ]);
    await sql(
      `insert into public.agent_products (agent_id, codigo, nome, valor, descricao)
       values ($1, 'LP', 'Limpeza de pele', 120, 'Sessão de 30 minutos'), ($1, 'MS', 'Massagem', null, null)`,
      [agent.id],
    );

    const page = await call(`/${owner.slug}`);
    assert.equal(page.status, 200);
    assert.deepEqual(page.body, {
      negocio: { nome: 'Clínica Bem Viver', whatsapp: null },
      servicos: [
        { codigo: 'LP', nome: 'Limpeza de pele', valor: 120, descricao: 'Sessão de 30 minutos', duracao: 30 },
        { codigo: 'MS', nome: 'Massagem', valor: null, descricao: null, duracao: 30 },
      ],
      // One professional: the owner themself.
      profissionais: [{ id: (await titularOf(owner)).id, nome: 'Dona da Clínica', servicos: [] }],
      duracao: 30,
      antecedencia_minima: 60,
      janela: { de: spDate(0), ate: spDate(13) },
    });
    assert.equal(page.headers.get('access-control-allow-origin'), PAGE_ORIGIN);

    // The browser's preflight for a JSON POST from the page's origin.
    const preflight = await fetch(`${stack.url}/functions/v1/booking/${owner.slug}`, {
      method: 'OPTIONS',
      headers: {
        origin: PAGE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.ok(preflight.status === 200 || preflight.status === 204, String(preflight.status));
    assert.equal(preflight.headers.get('access-control-allow-origin'), PAGE_ORIGIN);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/i);
  });

  test('slots of a range come sorted, minus breaks; taken and cancelled rows count as the rules say', async () => {
    const owner = await newOwner('slots');
    const two = await slotsOf(owner.slug, TOMORROW, spDate(2));
    assert.equal(two.status, 200);
    assert.deepEqual(two.body.slots, [
      ...DAY_STARTS.map((inicio) => ({ data: TOMORROW, inicio, fim: addMinutes(inicio, 30) })),
      ...DAY_STARTS.map((inicio) => ({ data: spDate(2), inicio, fim: addMinutes(inicio, 30) })),
    ]);
    await sql(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, status) values
         ($1, $2, '08:30', '09:00', 'Ocupado', 'confirmado'), ($1, $2, '09:00', '09:30', 'Desistiu', 'cancelado')`,
      [owner.user.idDono, TOMORROW],
    );
    const day = await slotsOf(owner.slug, TOMORROW);
    assert.deepEqual(
      day.body.slots.map((s) => s.inicio),
      DAY_STARTS.filter((s) => s !== '08:30'),
    );
    // Outside the window: nothing, and no error.
    assert.deepEqual((await slotsOf(owner.slug, spDate(20), spDate(25))).body.slots, []);
  });

  test('bad ranges are refused with pt-BR messages', async () => {
    const owner = await newOwner('faixa');
    const cases: Array<[string, string]> = [
      ['?de=2026-02-30&ate=2026-03-02', 'invalid_date'],
      [`?de=${TOMORROW}`, 'invalid_date'],
      ['?de=amanha&ate=depois', 'invalid_date'],
      [`?de=${spDate(3)}&ate=${spDate(1)}`, 'invalid_range'],
      [`?de=${spDate(0)}&ate=${spDate(100)}`, 'invalid_range'],
      [`?de=${spDate(0)}&ate=${spDate(31)}`, 'invalid_range'], // 32 days: at most 31
    ];
    for (const [query, code] of cases) {
      const res = await call(`/${owner.slug}/slots${query}`);
      assert.equal(res.status, 422, query);
      assert.equal(res.body.error?.code, code, query);
    }
    const res = await call(`/${owner.slug}/slots?de=2026-02-30&ate=2026-03-02`);
    assert.deepEqual(res.body, { error: { code: 'invalid_date', message: 'Data inválida' } });
  });

  test('an unknown slug and an owner without a saved schedule are 404 everywhere', async () => {
    const unsaved = await newOwner('semagenda', { saved: false });
    for (const slug of ['nao-existe-esta-pagina', unsaved.slug, 'Maiúsculas%20e%20espaços', '%E0%A4%A']) {
      for (const res of [
        await call(`/${slug}`),
        await slotsOf(slug, TOMORROW),
        await book(slug, { data: TOMORROW, inicio: '08:00', ...CLIENT }),
      ]) {
        assert.equal(res.status, 404, slug);
        assert.deepEqual(res.body, { error: { code: 'not_found', message: 'Página de agendamento não encontrada' } });
      }
    }
    assert.equal((await call('')).status, 404);
    assert.equal((await call(`/${unsaved.slug}/outra-coisa`)).status, 404);
  });
});

function addMinutes(hhmm: string, minutes: number): string {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

describe('booking function: booking', () => {
  test('a free slot is booked: 201, the row as typed, the slot gone, the client confirmed on WhatsApp', async () => {
    const owner = await newOwner('reserva', { business: 'Estúdio Reserva' });
    const instance = await connectWhatsapp(owner);
    // The page links to the business's connected number.
    assert.deepEqual((await call(`/${owner.slug}`)).body.negocio, {
      nome: 'Estúdio Reserva',
      whatsapp: '5511955550000',
    });
    const [agent] = await sql<{ id: string }>('select id from public.agent_configs where user_id = $1', [
      owner.user.id,
    ]);
    await sql(`insert into public.agent_products (agent_id, codigo, nome, valor) values ($1, 'CR', 'Corte', 50)`, [
      agent.id,
    ]);
    const nome = `<b>Ana</b> O'Brien'); drop table public.g_agenda; --`;
    const observacao = '<script>alert(1)</script> prefiro ${manhã}';

    const res = await book(owner.slug, {
      data: TOMORROW,
      inicio: '09:00',
      nome: `  ${nome} `,
      telefone: '+55 (11) 98765-4321',
      servico: 'CR',
      observacao,
    });
    assert.equal(res.status, 201);
    assert.deepEqual(
      { ...res.body, id: undefined },
      {
        id: undefined,
        data: TOMORROW,
        inicio: '09:00',
        fim: '09:30',
        status: 'agendado',
        profissional: await titularOf(owner),
      },
    );
    assert.equal(res.headers.get('access-control-allow-origin'), PAGE_ORIGIN);

    const row = await appointment(res.body.id);
    assert.deepEqual(row, {
      nome,
      num_cliente: '5511987654321',
      desc_agendamento: `Serviço: Corte\n${observacao}`,
      status: 'agendado',
      origem: 'pagina',
      data: TOMORROW,
      inicio: '09:00',
      fim: '09:30',
      google_event_id: null,
    });
    assert.deepEqual(
      (await slotsOf(owner.slug, TOMORROW)).body.slots.map((s) => s.inicio),
      DAY_STARTS.filter((s) => s !== '09:00'),
    );

    const [brDay] = [TOMORROW.split('-').reverse().join('/')];
    const sent = await sentMessages(instance);
    assert.equal(sent.length, 1);
    assert.equal(sent[0].number, '5511987654321');
    assert.equal(sent[0].text, `Olá, ${nome}! Seu horário em Estúdio Reserva está agendado para ${brDay} às 09:00.`);
    const notes = await notificationsOf(res.body.id);
    assert.deepEqual(
      notes.map((n) => [n.template, n.status, n.recipient, n.error]),
      [['agendamento_confirmado', 'sent', '5511987654321', null]],
    );

    // The same time again: just taken.
    const again = await book(owner.slug, { data: TOMORROW, inicio: '09:00', ...CLIENT });
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, {
      error: { code: 'slot_taken', message: 'Este horário acabou de ser reservado. Escolha outro horário.' },
    });
  });

  test('every bad input gets its own answer and books nothing', async () => {
    const owner = await newOwner('invalido');
    const ok = { data: TOMORROW, inicio: '08:00', ...CLIENT };
    const cases: Array<[unknown, number, string]> = [
      [[ok], 422, 'invalid_request'],
      ['texto', 422, 'invalid_request'],
      [{ ...ok, nome: 42 }, 422, 'invalid_request'],
      [{ ...ok, telefone: 11987654321 }, 422, 'invalid_request'],
      [{ ...ok, data: ['2030-01-01'] }, 422, 'invalid_request'],
      [{ ...ok, observacao: { texto: 'x' } }, 422, 'invalid_request'],
      [{ ...ok, data: '2026-02-30' }, 422, 'invalid_date'],
      [{ ...ok, data: '30/11/2026' }, 422, 'invalid_date'],
      [{ ...ok, data: undefined }, 422, 'invalid_date'],
      [{ ...ok, inicio: '25:00' }, 422, 'invalid_time'],
      [{ ...ok, inicio: '8:00' }, 422, 'invalid_time'],
      [{ ...ok, inicio: '08:10' }, 422, 'not_a_free_slot'],
      [{ ...ok, inicio: '10:00' }, 422, 'not_a_free_slot'], // the break
      [{ ...ok, inicio: '12:00' }, 422, 'not_a_free_slot'], // after hours
      [{ ...ok, data: spDate(-1) }, 422, 'past'],
      [{ ...ok, data: spDate(14) }, 422, 'out_of_window'],
      [{ ...ok, telefone: '(11) 3456-7890' }, 422, 'invalid_phone'], // a landline
      [{ ...ok, telefone: '(10) 98765-4321' }, 422, 'invalid_phone'], // no such area code
      [{ ...ok, telefone: '+1 415 555 0100' }, 422, 'invalid_phone'],
      [{ ...ok, telefone: '' }, 422, 'invalid_phone'],
      [{ ...ok, telefone: undefined }, 422, 'invalid_phone'],
      [{ ...ok, nome: '   ' }, 422, 'invalid_name'],
      [{ ...ok, nome: 'A'.repeat(101) }, 422, 'invalid_name'],
      [{ ...ok, nome: 'Ana\nSouza' }, 422, 'invalid_name'],
      // The name goes into the WhatsApp sent from the owner's number: no links in it.
      [{ ...ok, nome: 'Ana promo em bit.ly/ganhe' }, 422, 'name_with_link'],
      [{ ...ok, nome: 'Ana https://golpe' }, 422, 'name_with_link'],
      [{ ...ok, nome: 'Acesse www.golpe' }, 422, 'name_with_link'],
      [{ ...ok, nome: 'Ana golpe.com.br' }, 422, 'name_with_link'],
      [{ ...ok, nome: undefined }, 422, 'invalid_name'],
      [{ ...ok, observacao: 'x'.repeat(501) }, 422, 'invalid_note'],
      [{ ...ok, servico: 'NAO-EXISTE' }, 422, 'invalid_service'],
      [{ ...ok, email: 'ana souza@example.com' }, 400, 'invalid_email'],
      [{ ...ok, email: 'ana@souza@example.com' }, 400, 'invalid_email'],
      [{ ...ok, email: 'ana.example.com' }, 400, 'invalid_email'],
      [{ ...ok, email: `${'a'.repeat(250)}@x.com` }, 400, 'invalid_email'],
      [{ ...ok, email: ['ana@example.com'] }, 422, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const res = await book(owner.slug, body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.equal(res.body.error?.code, code, JSON.stringify(body));
      assert.equal(typeof res.body.error?.message, 'string');
    }
    const messages = await Promise.all(
      [
        { ...ok, telefone: '123' },
        { ...ok, nome: '' },
        { ...ok, email: 'ana@' },
        { ...ok, nome: 'Ana wa.me/5511999999999' },
      ].map((b) => book(owner.slug, b)),
    );
    assert.deepEqual(
      messages.map((m) => m.body.error?.message),
      [
        'Informe um celular válido com DDD',
        'Informe seu nome (até 100 caracteres)',
        'E-mail inválido',
        'O nome não pode conter links nem endereços de sites',
      ],
    );

    const malformed = await call(`/${owner.slug}`, { method: 'POST', raw: '{"data": "2030-01-01",' });
    assert.equal(malformed.status, 400);
    assert.deepEqual(malformed.body, { error: { code: 'invalid_request', message: 'Requisição inválida' } });
    assert.equal((await call(`/${owner.slug}`, { method: 'PUT', body: ok })).status, 405);
    assert.equal((await call(`/${owner.slug}/slots`, { method: 'POST', body: ok })).status, 405);

    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.g_agenda where id_dono = $1', [
      owner.user.idDono,
    ]);
    assert.equal(n, 0, 'nothing was booked');
    // A name of exactly 100 characters and a note of 500 are fine; the phone may be national.
    const edge = await book(owner.slug, {
      ...ok,
      nome: 'É'.repeat(100),
      observacao: 'ç'.repeat(500),
      telefone: '21998765432',
      email: '  Cliente.Edge@Example.com ',
    });
    assert.equal(edge.status, 201);
    assert.equal((await appointment(edge.body.id)).num_cliente, '5521998765432');
    // The e-mail reminders' address, kept as the database keeps addresses (lower case).
    const [{ email_cliente }] = await sql<{ email_cliente: string }>(
      'select email_cliente from public.g_agenda where id = $1',
      [edge.body.id],
    );
    assert.equal(email_cliente, 'cliente.edge@example.com');
    // A blank e-mail is none.
    // Another phone: five of the refusals above counted against CLIENT's daily limit.
    const blank = await book(owner.slug, { ...ok, inicio: '08:30', telefone: '(11) 98765-4300', email: '  ' });
    assert.equal(blank.status, 201);
    const [none] = await sql<{ email_cliente: string | null }>(
      'select email_cliente from public.g_agenda where id = $1',
      [blank.body.id],
    );
    assert.equal(none.email_cliente, null);
  });

  test('a client past the limit of attempts gets 429 with Retry-After; another client is not affected', async () => {
    const owner = await newOwner('limite');
    const from = newSocketAddress();
    // Ten different phones: the per-phone limit stays out of it.
    const phone = (i: number) => `(11) 98765-43${String(i).padStart(2, '0')}`;
    const first = await book(
      owner.slug,
      { data: TOMORROW, inicio: '08:00', nome: 'Ana', telefone: phone(0) },
      { from },
    );
    assert.equal(first.status, 201);
    for (let i = 1; i < 10; i++) {
      const res = await book(
        owner.slug,
        { data: TOMORROW, inicio: '08:00', nome: 'Ana', telefone: phone(i) },
        { from },
      );
      assert.equal(res.status, 409);
    }
    const limited = await book(owner.slug, { data: TOMORROW, inicio: '08:30', ...CLIENT }, { from });
    assert.equal(limited.status, 429);
    assert.deepEqual(limited.body, {
      error: { code: 'rate_limited', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 600, `Retry-After ${limited.headers.get('retry-after')}`);
    assert.deepEqual(
      (await slotsOf(owner.slug, TOMORROW)).body.slots.map((s) => s.inicio),
      DAY_STARTS.filter((s) => s !== '08:00'),
      'the limited attempt booked nothing',
    );
    // Reading has its own, higher limit; another address still books.
    assert.equal((await slotsOf(owner.slug, TOMORROW, TOMORROW, { from })).status, 200);
    assert.equal((await book(owner.slug, { data: TOMORROW, inicio: '08:30', ...CLIENT })).status, 201);
  });

  test('a WhatsApp gateway failure or no connected number is recorded as failed, and the booking stands', async () => {
    const owner = await newOwner('semzap');
    const noNumber = await book(owner.slug, { data: TOMORROW, inicio: '08:00', ...CLIENT });
    assert.equal(noNumber.status, 201);
    assert.deepEqual(
      (await notificationsOf(noNumber.body.id)).map((n) => [n.template, n.status, n.error]),
      [['agendamento_confirmado', 'failed', 'no_instance']],
    );

    const instance = await connectWhatsapp(owner);
    await evolutionControl('/faults', 'POST', { path: '/message', status: 500, times: 1 });
    const down = await book(owner.slug, { data: TOMORROW, inicio: '08:30', ...CLIENT });
    assert.equal(down.status, 201);
    assert.equal((await appointment(down.body.id)).status, 'agendado');
    const [note] = await notificationsOf(down.body.id);
    assert.equal(note.status, 'failed');
    assert.match(note.error ?? '', /^500 /);
    assert.equal((await sentMessages(instance)).length, 0);
  });

  test('concurrent bookings of one time: exactly one wins, the others are told it was taken', async () => {
    const owner = await newOwner('corrida');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        book(owner.slug, { data: TOMORROW, inicio: '11:00', nome: `Cliente ${i}`, telefone: `(11) 98765-430${i}` }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409, 409, 409, 409]);
  });
});

describe('booking function: Google Calendar', () => {
  test('busy times at Google block slots, a booking is pushed to Google, and Google failing blocks nothing', async () => {
    const owner = await newOwner('google');
    const token = await connectGoogle(owner);
    await googleEvent(token, TOMORROW, '09:15', '10:00'); // covers 09:00 and 09:30

    const busy = await slotsOf(owner.slug, TOMORROW);
    assert.deepEqual(
      busy.body.slots.map((s) => s.inicio),
      DAY_STARTS.filter((s) => s !== '09:00' && s !== '09:30'),
    );
    const refused = await book(owner.slug, { data: TOMORROW, inicio: '09:30', ...CLIENT });
    assert.equal(refused.status, 422);
    assert.equal(refused.body.error?.code, 'not_a_free_slot');

    const booked = await book(owner.slug, {
      data: TOMORROW,
      inicio: '11:30',
      nome: 'Bruno Lima',
      telefone: CLIENT.telefone,
    });
    assert.equal(booked.status, 201);
    const row = await appointment(booked.body.id);
    assert.ok(row.google_event_id);
    const [account] = await sql<{ user_email: string }>(
      'select user_email from public.google_calendar_tokens where user_id = $1',
      [owner.user.id],
    );
    const pushed = (await eventsOf(account.user_email)).find((e) => e.id === row.google_event_id);
    assert.equal(pushed?.summary, 'Atendimento: Bruno Lima');
    assert.deepEqual(pushed?.start, { dateTime: `${TOMORROW}T11:30:00-03:00`, timeZone: 'America/Sao_Paulo' });

    // Google down: the slots are answered without its busy times, and booking still works.
    await googleControl('/faults', 'POST', { path: '/calendar', status: 503, times: 10 });
    const withoutGoogle = await slotsOf(owner.slug, TOMORROW);
    assert.equal(withoutGoogle.status, 200);
    assert.ok(withoutGoogle.body.slots.some((s) => s.inicio === '09:00'));
    const stillBooks = await book(owner.slug, { data: TOMORROW, inicio: '08:00', ...CLIENT });
    assert.equal(stillBooks.status, 201);
    assert.equal((await appointment(stillBooks.body.id)).google_event_id, null);
  });
});
