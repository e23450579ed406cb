import path from 'node:path';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, SITE } from '../../support/site';
import { logIn } from '../../support/helpers';
import { dateBR } from '../../support/subscriptions';
import {
  addAppointments,
  adminDelete,
  adminInsert,
  adminSelect,
  createCustomer,
  isoDay,
  type Customer,
} from '../../support/customers';

/** 'terça-feira, 24 de novembro de 2026': how the calendars name a day. */
function longDay(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const text = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return text;
}

async function openAgenda(page: Page, customer: Pick<Customer, 'email' | 'password'>) {
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.getByRole('link', { name: 'Minha Agenda' }).click();
  await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
}

const list = (page: Page) => page.getByRole('region', { name: 'Agendamentos' });
const card = (page: Page, name: string) => list(page).getByRole('article', { name });

test.describe('Minha Agenda', { tag: ['@mf-dashboard', '@backend-booking', '@backend-reminders'] }, () => {
  test('creates an appointment, refusing an end before the start and keeping what was typed', async ({ page }) => {
    const customer = await createCustomer('agenda-criar');
    await openAgenda(page, customer);
    await expect(list(page).getByText('Nenhum agendamento encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await dialog.getByLabel('Nome').fill('Helena Prado');
    await dialog.getByLabel('Data').fill(isoDay(0));
    await dialog.getByLabel('Início').fill('15:00');
    await dialog.getByLabel('Fim').fill('14:00');
    await dialog.getByLabel('Telefone').fill('11987651234');
    await dialog.getByLabel('Descrição').fill('Avaliação inicial');
    await dialog.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(dialog.getByText('O horário de término deve ser depois do horário de início')).toBeVisible();
    await dialog.getByLabel('Fim').fill('15:45');
    await dialog.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(page.getByText('Agendamento criado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const created = card(page, 'Helena Prado');
    await expect(created).toContainText('Agendado');
    await expect(created).toContainText('Avaliação inicial');
    await expect(page.getByRole('article', { name: 'Hoje' })).toContainText('1');
    const [row] = await adminSelect<{ status: string; num_cliente: string; id_dono: string }[]>(
      `g_agenda?id_dono=eq.${customer.idDono}&select=status,num_cliente,id_dono`,
    );
    expect(row).toEqual({ status: 'agendado', num_cliente: '5511987651234', id_dono: customer.idDono });
  });

  test('confirms the selected appointments in bulk', async ({ page }) => {
    const customer = await createCustomer('agenda-confirmar');
    await addAppointments(customer, [
      { data: isoDay(0), inicio: '09:00', fim: '09:30', nome: 'Bruna Alves' },
      { data: isoDay(0), inicio: '10:00', fim: '10:30', nome: 'Caio Dias' },
      { data: isoDay(0), inicio: '11:00', fim: '11:30', nome: 'Davi Reis' },
    ]);
    await openAgenda(page, customer);
    const confirm = page.getByRole('button', { name: 'Confirmar Selecionados' });
    await expect(confirm).toBeDisabled();
    await card(page, 'Bruna Alves').getByRole('checkbox').check();
    await card(page, 'Caio Dias').getByRole('checkbox').check();
    await confirm.click();
    await expect(page.getByText('Agendamentos confirmados com sucesso!')).toBeVisible();
    await expect(card(page, 'Bruna Alves')).toContainText('Confirmado');
    await expect(card(page, 'Caio Dias')).toContainText('Confirmado');
    await expect(card(page, 'Davi Reis')).toContainText('Agendado');
    await expect(page.getByRole('article', { name: 'Taxa de Confirmação' })).toContainText('67%');
    const rows = await adminSelect<{ nome: string; status: string }[]>(
      `g_agenda?id_dono=eq.${customer.idDono}&select=nome,status&order=inicio`,
    );
    expect(rows.map((r) => r.status)).toEqual(['confirmado', 'confirmado', 'agendado']);
  });

  test('reschedules (the client keeps the duration) and cancels after confirmation; history records both', async ({
    page,
  }) => {
    const customer = await createCustomer('agenda-mover');
    await addAppointments(customer, [
      { data: isoDay(0), inicio: '09:00', fim: '09:45', nome: 'Elisa Mota', desc_agendamento: 'Sessão' },
      { data: isoDay(0), inicio: '13:00', fim: '13:30', nome: 'Fábio Luz' },
    ]);
    await openAgenda(page, customer);

    await card(page, 'Elisa Mota').getByRole('button', { name: 'Reagendar' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reagendar' });
    const target = isoDay(1);
    if (target.slice(0, 7) !== isoDay(0).slice(0, 7))
      await reschedule.getByRole('button', { name: 'Avançar um mês' }).click();
    await reschedule
      .getByRole('gridcell', { name: longDay(target) })
      .or(reschedule.getByRole('button', { name: longDay(target) }))
      .first()
      .click();
    await reschedule.getByLabel('Horário').selectOption('16:00');
    await reschedule.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(page.getByText('Agendamento reagendado com sucesso!')).toBeVisible();
    // The customer has no WhatsApp number connected: the notice fails quietly, nothing else shows.
    await expect(page.getByText('Erro ao reagendar agendamento')).toHaveCount(0);

    await card(page, 'Fábio Luz').getByRole('button', { name: 'Cancelar' }).click();
    const confirmCancel = page.getByRole('alertdialog', { name: 'Confirmar Cancelamento' });
    await expect(confirmCancel).toContainText('não pode ser desfeita');
    await confirmCancel.getByRole('button', { name: 'Cancelar Agendamento' }).click();
    await expect(page.getByText('Agendamento cancelado com sucesso!')).toBeVisible();
    await expect(card(page, 'Fábio Luz')).toContainText('Cancelado');

    const rows = await adminSelect<
      { nome: string; data: string; inicio: string; fim: string; status: string; foi_reagendado: boolean }[]
    >(`g_agenda?id_dono=eq.${customer.idDono}&select=nome,data,inicio,fim,status,foi_reagendado&order=nome`);
    expect(rows).toEqual([
      {
        nome: 'Elisa Mota',
        data: target,
        inicio: '16:00:00',
        fim: '16:45:00',
        status: 'reagendado',
        foi_reagendado: true,
      },
      {
        nome: 'Fábio Luz',
        data: isoDay(0),
        inicio: '13:00:00',
        fim: '13:30:00',
        status: 'cancelado',
        foi_reagendado: false,
      },
    ]);
    const history = page.getByRole('region', { name: 'Histórico' });
    await expect(history).toContainText('Agendamento reagendado');
    await expect(history).toContainText('Agendamento cancelado');
  });

  test('search filters by name or service; Filtros Avançados filters by status and place', async ({ page }) => {
    const customer = await createCustomer('agenda-filtros');
    await addAppointments(customer, [
      {
        data: isoDay(0),
        inicio: '08:00',
        fim: '08:30',
        nome: 'Gabriela Sá',
        desc_agendamento: 'Fisioterapia',
        status: 'confirmado',
        local: 'Presencial',
      },
      {
        data: isoDay(0),
        inicio: '09:00',
        fim: '09:30',
        nome: 'Heitor Paz',
        desc_agendamento: 'Nutrição',
        status: 'agendado',
        local: 'Online',
      },
      {
        data: isoDay(0),
        inicio: '10:00',
        fim: '10:30',
        nome: 'Íris Cunha',
        desc_agendamento: 'Acupuntura',
        status: 'confirmado',
        local: 'Online',
      },
    ]);
    await openAgenda(page, customer);
    await expect(list(page).getByRole('article')).toHaveCount(3);

    const search = page.getByRole('searchbox', { name: 'Buscar agendamentos' });
    await search.fill('fisio');
    await expect(list(page).getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Gabriela Sá')).toBeVisible();
    await search.fill('iris'); // accents and case do not matter
    await expect(list(page).getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Íris Cunha')).toBeVisible();
    await search.fill('');

    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtros Avançados' });
    await filters.getByLabel('Status').selectOption({ label: 'Confirmado' });
    await filters.getByLabel('Local').selectOption({ label: 'Online' });
    await filters.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await expect(filters).toBeHidden();
    await expect(list(page).getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Íris Cunha')).toBeVisible();
    await page.getByRole('group', { name: 'Filtros ativos' }).getByRole('button', { name: 'Limpar tudo' }).click();
    await expect(list(page).getByRole('article')).toHaveCount(3);
  });

  test('exports the shown appointments as agendamentos.csv that Excel pt-BR reads', async ({ page }) => {
    const customer = await createCustomer('agenda-exportar');
    await addAppointments(customer, [
      { data: isoDay(0), inicio: '08:00', fim: '08:30', nome: 'João "Jota" Araújo, Jr.', desc_agendamento: 'Consulta' },
      { data: isoDay(0), inicio: '09:00', fim: '09:30', nome: 'Lúcia Nóbrega', desc_agendamento: 'Retorno' },
    ]);
    await openAgenda(page, customer);
    await expect(list(page).getByRole('article')).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('agendamentos.csv');
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header, ...lines] = text.trim().split('\r\n');
    expect(header.split(',').slice(0, 3)).toEqual(['data', 'nome', 'horario']);
    expect(lines).toHaveLength(2);
    expect(text).toContain('"João ""Jota"" Araújo, Jr."');
    expect(text).toContain('Lúcia Nóbrega');
  });

  test("another customer's appointments never appear, and a hand-made request cannot read them", async ({ page }) => {
    const mine = await createCustomer('agenda-rls-a');
    const theirs = await createCustomer('agenda-rls-b');
    await addAppointments(mine, [{ data: isoDay(0), inicio: '08:00', fim: '08:30', nome: 'Paciente Meu' }]);
    await addAppointments(theirs, [{ data: isoDay(0), inicio: '09:00', fim: '09:30', nome: 'Paciente Secreto' }]);
    await openAgenda(page, mine);
    await expect(card(page, 'Paciente Meu')).toBeVisible();
    await expect(page.getByText('Paciente Secreto')).toHaveCount(0);
    // From the browser, with this customer's own session, asking for the other owner's rows by name.
    const leaked = await page.evaluate(
      async ({ url, owner }) => {
        const stored = localStorage.getItem('atende-ai-auth') ?? sessionStorage.getItem('atende-ai-auth');
        const token = stored ? (JSON.parse(stored) as { access_token: string }).access_token : '';
        const anon = (window as unknown as { __ATENDE_CONFIG__?: { supabaseAnonKey?: string } }).__ATENDE_CONFIG__
          ?.supabaseAnonKey;
        const res = await fetch(`${url}/rest/v1/g_agenda?id_dono=eq.${owner}&select=nome`, {
          headers: { apikey: anon ?? '', authorization: `Bearer ${token}` },
        });
        return { status: res.status, body: await res.json() };
      },
      { url: SITE.stackUrl, owner: theirs.idDono },
    );
    expect(leaked).toEqual({ status: 200, body: [] });
  });

  test('with a team: a column per professional, the Profissional filter, and booking a professional', async ({
    page,
  }) => {
    const customer = await createCustomer('agenda-equipe', 'Dra. Ana Souza');
    // The first appointment without a professional gets the owner's own (the titular, created on the way).
    await addAppointments(customer, [{ data: isoDay(0), inicio: '09:00', fim: '09:30', nome: 'Olga Prates' }]);
    const week = { ativo: true, horario_inicio: '08:00', horario_fim: '18:00', intervalos: [] };
    const [bruno] = await adminInsert<{ id: string }[]>('profissionais', {
      id_dono: customer.idDono,
      nome: 'Dr. Bruno Lima',
      ordem: 1,
      agenda: {
        dias: Object.fromEntries(
          ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'].map((d) => [d, week]),
        ),
      },
    });
    await adminInsert('g_agenda', {
      id_dono: customer.idDono,
      data: isoDay(0),
      inicio: '10:00',
      fim: '10:30',
      nome: 'Paulo Reis',
      num_cliente: '5511912345678',
      local: 'Presencial',
      status: 'agendado',
      id_profissional: bruno.id,
    });
    await openAgenda(page, customer);
    await expect(card(page, 'Paulo Reis')).toContainText('Dr. Bruno Lima');

    await page.getByRole('radio', { name: 'Dia' }).click();
    const day = page.getByRole('region', { name: 'Visão do dia' });
    await expect(day.getByRole('columnheader', { name: 'Dra. Ana Souza' })).toBeVisible();
    await expect(day.getByRole('columnheader', { name: 'Dr. Bruno Lima' })).toBeVisible();
    // 10:00's row: the owner's cell is empty, Bruno's holds Paulo.
    const ten = day.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '10:00' }) });
    await expect(ten.getByRole('cell').nth(1)).toContainText('Paulo Reis');
    await expect(ten.getByRole('cell').nth(0)).not.toContainText('Paulo Reis');

    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtros Avançados' });
    await filters.getByLabel('Profissional').selectOption({ label: 'Dr. Bruno Lima' });
    await filters.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await expect(list(page).getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Paulo Reis')).toBeVisible();
    await expect(day.getByRole('columnheader')).toHaveText(['Horário', 'Dr. Bruno Lima']);

    // Bruno is free at 09:00 though the owner is not: two professionals may be booked at once.
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await expect(dialog.getByLabel('Profissional')).toHaveValue(bruno.id);
    await dialog.getByLabel('Nome').fill('Rui Teles');
    await dialog.getByLabel('Data').fill(isoDay(0));
    await dialog.getByLabel('Início').fill('09:00');
    await dialog.getByLabel('Fim').fill('09:30');
    await dialog.getByLabel('Telefone').fill('11987651234');
    await dialog.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(page.getByText('Agendamento criado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Rui Teles')).toContainText('Dr. Bruno Lima');

    // Bruno cannot be booked twice at 09:00: the dialog stays with what was typed.
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    await dialog.getByLabel('Nome').fill('Sara Vidal');
    await dialog.getByLabel('Data').fill(isoDay(0));
    await dialog.getByLabel('Início').fill('09:00');
    await dialog.getByLabel('Fim').fill('09:30');
    await dialog.getByLabel('Telefone').fill('11987651299');
    await dialog.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(dialog.getByText('Este horário já está ocupado. Escolha outro horário.')).toBeVisible();
    await expect(dialog.getByLabel('Nome')).toHaveValue('Sara Vidal');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const rows = await adminSelect<{ nome: string; id_profissional: string }[]>(
      `g_agenda?id_dono=eq.${customer.idDono}&select=nome,id_profissional&order=nome`,
    );
    expect(rows.map((r) => [r.nome, r.id_profissional === bruno.id])).toEqual([
      ['Olga Prates', false],
      ['Paulo Reis', true],
      ['Rui Teles', true],
    ]);

    // On a phone the columns scroll sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('group', { name: 'Filtros ativos' }).getByRole('button', { name: 'Limpar tudo' }).click();
    const columns = day.getByRole('region', { name: 'Agenda por profissional' });
    await expect(day.getByRole('columnheader', { name: 'Dra. Ana Souza' })).toBeVisible();
    expect(await columns.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.screenshot({ path: path.join(test.info().project.outputDir, 'agenda-team-phone.png') });
  });

  test('reminder settings are saved for the clinic and come back after a reload', async ({ page }) => {
    const customer = await createCustomer('agenda-lembretes');
    await openAgenda(page, customer);
    const reminders = page.getByRole('region', { name: 'Lembretes' });
    await expect(reminders.getByRole('switch', { name: '24 horas antes' })).toBeChecked();
    await expect(reminders.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
    await reminders.getByRole('switch', { name: '1 hora antes' }).click();
    await reminders.getByRole('switch', { name: 'E-mail' }).click();
    await reminders.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expect(page.getByText('Configurações de lembretes salvas com sucesso!')).toBeVisible();
    await page.reload();
    await expect(reminders.getByRole('switch', { name: '1 hora antes' })).not.toBeChecked();
    await expect(reminders.getByRole('switch', { name: 'E-mail' })).toBeChecked();
    const [row] = await adminSelect<{ antes24h: boolean; antes1h: boolean; whatsapp: boolean; email: boolean }[]>(
      `reminder_settings?id_dono=eq.${customer.idDono}&select=antes24h,antes1h,whatsapp,email`,
    );
    expect(row).toEqual({ antes24h: true, antes1h: false, whatsapp: true, email: true });
  });

  test("'Enviar Lembretes' really sends WhatsApp reminders through the clinic's number", async ({ page }) => {
    // The demo clinic's own appointments today: the seed's "today" is the day the stack started, which
    // a run crossing midnight leaves behind (and the seed has no Sundays).
    const today = isoDay(0);
    const names = ['Lembrete Manual Um', 'Lembrete Manual Dois'];
    const rows = await adminInsert<{ id: string }[]>(
      'g_agenda?select=id',
      names.map((nome, i) => ({
        id_dono: 'USR-DEMO0001',
        data: today,
        inicio: `07:${i}0`,
        fim: `07:${i}5`,
        nome,
        num_cliente: `551191234567${i}`,
        local: 'Presencial',
        status: 'agendado',
      })),
    );
    // Taken away afterwards: the journeys after this one read the demo clinic's day as seeded.
    try {
      await openAgenda(page, DEMO.customer);
      await page.getByRole('radio', { name: 'Dia' }).click();
      for (const [i, nome] of names.entries()) {
        await list(page)
          .getByRole('checkbox', { name: `Selecionar ${nome}, ${dateBR(today)} às 07:${i}0` })
          .check();
      }
      await page.getByRole('button', { name: 'Enviar Lembretes' }).click();
      await expect(page.getByText('Lembretes enviados com sucesso!')).toBeVisible();
      const res = await fetch(
        `${SITE.stackUrl}/sandbox/evolution/_control/messages?instance=11111111-1111-4111-8111-111111111111`,
      );
      const messages = (await res.json()) as { number: string; text: string }[];
      // The manual reminder's own text (the automatic ones, sent by themselves, read differently),
      // once to each of the two clients.
      for (const i of [0, 1]) {
        const to = messages.filter((m) => m.number.endsWith(`551191234567${i}`));
        expect(to.filter((m) => m.text.includes('Lembrete: você tem um agendamento'))).toHaveLength(1);
      }
    } finally {
      await adminDelete(`g_agenda?id=in.(${rows.map((r) => r.id).join(',')})`);
    }
  });
});
