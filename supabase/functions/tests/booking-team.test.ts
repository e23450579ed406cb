/**
 * The public booking page's API with a team: the page lists the active professionals and each
 * service's duration; slots per professional and per service duration; "Qualquer profissional"
 * gives the booking to the free one with the fewest bookings that day (ties by their order); no
 * overlap per professional, races included; pt-BR refusals for a professional who does not exist or
 * does not perform the service; the WhatsApp confirmation names the professional only in a team.
 */
import test, { after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { sentMessages } from 'local-stack/testing/evolution';
import { closeSql, sql } from 'local-stack/testing';
import {
  addProfessional,
  addService,
  book,
  call,
  CLIENT,
  connectWhatsapp,
  DAY_STARTS,
  everyDay,
  newOwner,
  titularOf,
  TOMORROW,
  type Owner,
} from './booking-support.ts';

after(closeSql);

type Booked = { id: string; inicio: string; fim: string; profissional: { id: string; nome: string } };

/** A client of their own (the per-phone daily limit stays out of it). */
const client = (i: number) => ({ nome: `Cliente ${i}`, telefone: `(11) 98765-${String(4000 + i)}` });

const slotsFor = (owner: Owner, query: string) =>
  call<{ slots: Array<{ data: string; inicio: string; fim: string }> }>(
    `/${owner.slug}/slots?de=${TOMORROW}&ate=${TOMORROW}${query}`,
  );

const starts = (res: { body: { slots: Array<{ inicio: string }> } }) => res.body.slots.map((s) => s.inicio);

const row = async (id: string) =>
  (
    await sql<{ id_profissional: string; servico: string | null; inicio: string; fim: string }>(
      `select id_profissional, servico, to_char(inicio, 'HH24:MI') as inicio, to_char(fim, 'HH24:MI') as fim
         from public.g_agenda where id = $1`,
      [id],
    )
  )[0];

const countOf = async (owner: Owner) =>
  (
    await sql<{ n: number }>('select count(*)::int as n from public.g_agenda where id_dono = $1', [owner.user.idDono])
  )[0].n;

describe('booking function with a team: the page and its slots', () => {
  test('the page lists the active professionals in order, with their services, and each service its duration', async () => {
    const owner = await newOwner('equipe-pagina');
    await addService(owner, 'CT', 'Corte');
    await addService(owner, 'CL', 'Coloração', 120);
    const carla = await addProfessional(owner, 'Carla Dias', { ordem: 2 });
    const bruno = await addProfessional(owner, 'Dr. Bruno Lima', { ordem: 1, servicos: ['CT'] });
    await addProfessional(owner, 'Ex-funcionário', { ordem: 1, ativo: false });
    const titular = await titularOf(owner);

    const page = await call<{ profissionais: unknown; servicos: unknown; duracao: number }>(`/${owner.slug}`);
    assert.equal(page.status, 200);
    assert.deepEqual(page.body.profissionais, [
      { id: titular.id, nome: 'Dona da Clínica', servicos: [] },
      { id: bruno, nome: 'Dr. Bruno Lima', servicos: ['CT'] },
      { id: carla, nome: 'Carla Dias', servicos: [] },
    ]);
    assert.deepEqual(page.body.servicos, [
      { codigo: 'CL', nome: 'Coloração', valor: 100, descricao: null, duracao: 120 },
      { codigo: 'CT', nome: 'Corte', valor: 100, descricao: null, duracao: 30 },
    ]);
    assert.equal(page.body.duracao, 30);
  });

  test("slots per professional and per service's duration; any professional merges them", async () => {
    const owner = await newOwner('equipe-slots');
    await addService(owner, 'CT', 'Corte');
    await addService(owner, 'CL', 'Coloração', 120);
    // Dr. Bruno works mornings 08:00–10:00 only, and only cuts.
    const bruno = await addProfessional(owner, 'Dr. Bruno Lima', {
      servicos: ['CT'],
      agenda: everyDay('08:00', '10:00'),
    });
    const titular = await titularOf(owner);

    assert.deepEqual(starts(await slotsFor(owner, `&profissional=${bruno}`)), ['08:00', '08:30', '09:00', '09:30']);
    assert.deepEqual(starts(await slotsFor(owner, `&profissional=${titular.id}`)), DAY_STARTS);
    // Anyone: the union, each time once.
    assert.deepEqual(starts(await slotsFor(owner, '')), DAY_STARTS);

    // A two-hour colouring fits only where two hours are free before the break or the day's end:
    // 08:00–10:00 (the break at 10:00), nothing in 10:30–12:00. Dr. Bruno does not colour.
    const colouring = await slotsFor(owner, '&servico=CL');
    assert.equal(colouring.status, 200);
    assert.deepEqual(colouring.body.slots, [{ data: TOMORROW, inicio: '08:00', fim: '10:00' }]);
    assert.deepEqual(
      (await slotsFor(owner, `&profissional=${titular.id}&servico=CL`)).body.slots,
      colouring.body.slots,
    );
    assert.deepEqual(
      (await slotsFor(owner, `&profissional=${bruno}&servico=CT`)).body.slots.map((s) => [s.inicio, s.fim]),
      [
        ['08:00', '08:30'],
        ['08:30', '09:00'],
        ['09:00', '09:30'],
        ['09:30', '10:00'],
      ],
    );

    // The titular busy at 08:00: their own times lose it, anyone's keep it (Dr. Bruno is free).
    await sql(
      `insert into public.g_agenda (id_dono, data, inicio, fim, nome, status, id_profissional)
       values ($1, $2, '08:00', '08:30', 'Ocupado', 'agendado', $3)`,
      [owner.user.idDono, TOMORROW, titular.id],
    );
    assert.deepEqual(
      starts(await slotsFor(owner, `&profissional=${titular.id}`)),
      DAY_STARTS.filter((s) => s !== '08:00'),
    );
    assert.deepEqual(starts(await slotsFor(owner, '')), DAY_STARTS);
    assert.deepEqual(starts(await slotsFor(owner, '&servico=CL')), [], 'the only colourist is busy at 08:00');
  });

  test('slots for a professional or service that is not there are refused in pt-BR', async () => {
    const owner = await newOwner('equipe-slots-erro');
    await addService(owner, 'CL', 'Coloração', 120);
    const bruno = await addProfessional(owner, 'Dr. Bruno Lima', { servicos: ['CT'] });
    const gone = await addProfessional(owner, 'Saiu', { ativo: false });
    const other = await newOwner('equipe-outro');
    const cases: Array<[string, string, string]> = [
      ['&profissional=nao-e-um-id', 'invalid_professional', 'Profissional não encontrado'],
      [`&profissional=${crypto.randomUUID()}`, 'invalid_professional', 'Profissional não encontrado'],
      [`&profissional=${gone}`, 'invalid_professional', 'Profissional não encontrado'],
      [`&profissional=${(await titularOf(other)).id}`, 'invalid_professional', 'Profissional não encontrado'],
      [
        `&profissional=${bruno}&servico=CL`,
        'service_not_performed',
        'Este profissional não realiza o serviço escolhido',
      ],
      ['&servico=NAO-EXISTE', 'invalid_service', 'Serviço não encontrado'],
    ];
    for (const [query, code, message] of cases) {
      const res = await slotsFor(owner, query);
      assert.equal(res.status, 422, query);
      assert.deepEqual(res.body, { error: { code, message } }, query);
    }
  });
});

describe('booking function with a team: booking', () => {
  test('"any" gives the booking to the free professional with the fewest that day, ties by order', async () => {
    const owner = await newOwner('equipe-qualquer', { business: 'Salão Equipe' });
    const instance = await connectWhatsapp(owner);
    const bruno = await addProfessional(owner, 'Dr. Bruno Lima', { ordem: 1 });
    const titular = await titularOf(owner);

    const booked: Booked[] = [];
    for (const [i, inicio] of ['08:00', '08:30', '09:00'].entries()) {
      const res = await book(owner.slug, { data: TOMORROW, inicio, ...client(i) });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      booked.push(res.body as unknown as Booked);
    }
    // 0–0: the titular (ordem 0); 1–0: Dr. Bruno; 1–1: the titular again.
    assert.deepEqual(
      booked.map((b) => b.profissional),
      [titular, { id: bruno, nome: 'Dr. Bruno Lima' }, titular],
    );
    for (const b of booked) assert.equal((await row(b.id)).id_profissional, b.profissional.id);

    // The confirmation names the professional (a team); the text otherwise as a one-person business's.
    const brDay = TOMORROW.split('-').reverse().join('/');
    const sent = await sentMessages(instance);
    assert.deepEqual(
      sent.map((m) => m.text),
      [
        `Olá, Cliente 0! Seu horário em Salão Equipe está agendado para ${brDay} às 08:00 com Dona da Clínica.`,
        `Olá, Cliente 1! Seu horário em Salão Equipe está agendado para ${brDay} às 08:30 com Dr. Bruno Lima.`,
        `Olá, Cliente 2! Seu horário em Salão Equipe está agendado para ${brDay} às 09:00 com Dona da Clínica.`,
      ],
    );
  });

  test('a professional and a service chosen: the row names both and lasts the service', async () => {
    const owner = await newOwner('equipe-escolha');
    await addService(owner, 'CL', 'Coloração', 120);
    const bruno = await addProfessional(owner, 'Dr. Bruno Lima');
    const res = await book(owner.slug, {
      data: TOMORROW,
      inicio: '08:00',
      servico: 'CL',
      profissional: bruno,
      ...CLIENT,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(
      { ...res.body, id: undefined },
      {
        id: undefined,
        data: TOMORROW,
        inicio: '08:00',
        fim: '10:00',
        status: 'agendado',
        profissional: { id: bruno, nome: 'Dr. Bruno Lima' },
      },
    );
    assert.deepEqual(await row(res.body.id), { id_profissional: bruno, servico: 'CL', inicio: '08:00', fim: '10:00' });
    // His two hours are gone; the titular's are not.
    assert.deepEqual(starts(await slotsFor(owner, `&profissional=${bruno}`)), ['10:30', '11:00', '11:30']);
    assert.deepEqual(starts(await slotsFor(owner, '')), DAY_STARTS);
  });

  test('races: one professional cannot be booked twice at a time; two can be booked at the same time', async () => {
    const owner = await newOwner('equipe-corrida');
    const bruno = await addProfessional(owner, 'Dr. Bruno Lima');
    const titular = await titularOf(owner);

    const same = await Promise.all(
      [0, 1].map((i) => book(owner.slug, { data: TOMORROW, inicio: '11:00', profissional: bruno, ...client(i) })),
    );
    assert.deepEqual(same.map((a) => a.status).sort(), [201, 409]);
    assert.equal(same.find((a) => a.status === 409)?.body.error?.code, 'slot_taken');

    const different = await Promise.all(
      [bruno, titular.id].map((profissional, i) =>
        book(owner.slug, { data: TOMORROW, inicio: '09:00', profissional, ...client(i + 2) }),
      ),
    );
    assert.deepEqual(
      different.map((a) => a.status),
      [201, 201],
    );

    // Three "any" clients for one time with two professionals: one each, the third told it was taken.
    const any = await Promise.all(
      [4, 5, 6].map((i) => book(owner.slug, { data: TOMORROW, inicio: '11:30', ...client(i) })),
    );
    assert.deepEqual(any.map((a) => a.status).sort(), [201, 201, 409]);
    const given = any.filter((a) => a.status === 201).map((a) => (a.body as unknown as Booked).profissional.id);
    assert.deepEqual(given.sort(), [bruno, titular.id].sort());
    assert.equal(await countOf(owner), 5);
  });

  test('an unknown professional, or one who does not perform the service, is a 422 and books nothing', async () => {
    const owner = await newOwner('equipe-recusa');
    await addService(owner, 'CT', 'Corte');
    await addService(owner, 'CL', 'Coloração', 120);
    const bruno = await addProfessional(owner, 'Dr. Bruno Lima', { servicos: ['CT'] });
    const gone = await addProfessional(owner, 'Saiu', { ativo: false });
    const other = await newOwner('equipe-recusa-outro');
    const ok = { data: TOMORROW, inicio: '08:00' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ profissional: 'nao-e-um-id' }, 'invalid_professional', 'Profissional não encontrado'],
      [{ profissional: crypto.randomUUID() }, 'invalid_professional', 'Profissional não encontrado'],
      [{ profissional: gone }, 'invalid_professional', 'Profissional não encontrado'],
      [{ profissional: (await titularOf(other)).id }, 'invalid_professional', 'Profissional não encontrado'],
      [
        { profissional: bruno, servico: 'CL' },
        'service_not_performed',
        'Este profissional não realiza o serviço escolhido',
      ],
      [{ profissional: bruno, servico: 'NAO-EXISTE' }, 'invalid_service', 'Serviço não encontrado'],
    ];
    for (const [i, [extra, code, message]] of cases.entries()) {
      const res = await book(owner.slug, { ...ok, ...client(i), ...extra });
      assert.equal(res.status, 422, JSON.stringify(extra));
      assert.deepEqual(res.body, { error: { code, message } }, JSON.stringify(extra));
    }
    assert.equal(
      (await book(owner.slug, { ...ok, ...client(9), profissional: 42 })).body.error?.code,
      'invalid_request',
    );
    assert.equal(await countOf(owner), 0, 'nothing was booked');
    // null is "any", as absent.
    const any = await book(owner.slug, { ...ok, ...client(10), profissional: null, servico: 'CT' });
    assert.equal(any.status, 201);
  });
});
