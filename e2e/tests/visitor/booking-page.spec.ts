import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousViolations } from '../../support/a11y';
import {
  BOOKING_PATH,
  DEMO_BUSINESS,
  DEMO_ID_DONO,
  bookingPage as ui,
  daysWithTimes,
  freeSlotsAhead,
  openBookingPage,
  removeBookings,
  tabTo,
  uniqueClientName,
  type FreeSlot,
} from '../../support/bookingPage';
import { adminSelect, adminUpdate, createCustomer } from '../../support/customers';
import { logIn } from '../../support/helpers';
import { DEMO, SITE } from '../../support/site';

/** A client on a phone. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const SERVICE = 'Consulta de clínica geral';

test.use(PHONE);

const booked: string[] = [];
test.beforeEach(() => removeBookings([]));
test.afterEach(async () => {
  await removeBookings(booked.splice(0));
});

/** The demo owner, on a computer, finds the appointment in 'Minha Agenda' marked as booked on the page. */
async function ownerSeesBooking(browser: Browser, slot: FreeSlot, nome: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE.url });
  const page = await context.newPage();
  try {
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    // The home offers the page to share: its link, a copy button and a QR code.
    const card = page.getByRole('region', { name: 'Sua página de agendamento' });
    await expect(card).toContainText(`${SITE.url}${BOOKING_PATH}`);
    // Its QR code is made once the card is near the screen (below the figures and the chart here).
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('img', { name: 'QR Code da sua página de agendamento' })).toBeVisible();
    await card.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE.url}${BOOKING_PATH}`);

    await page.getByRole('link', { name: 'Minha Agenda' }).click();
    await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Dia' }).click();
    const days = Math.round(
      (Date.parse(`${slot.data}T12:00:00Z`) - Date.parse(`${todayInSaoPaulo()}T12:00:00Z`)) / 86_400_000,
    );
    for (let i = 0; i < days; i += 1) await page.getByRole('button', { name: 'Próximo dia' }).click();
    const list = page.getByRole('region', { name: 'Agendamentos' });
    const appointment = list.getByRole('article', { name: nome });
    await expect(appointment).toContainText(`${slot.inicio}–${slot.fim}`);
    await expect(appointment).toContainText('Página de agendamento');
    await expect(appointment).toContainText(`Serviço: ${SERVICE}`);
  } finally {
    await context.close();
  }
}

function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

test.describe(
  'public booking page',
  { tag: ['@shell', '@mf-booking', '@backend-booking', '@backend-reminders'] },
  () => {
    test(
      'a visitor on a phone books the demo clinic and the owner sees it in the agenda',
      { tag: '@mf-dashboard' },
      async ({ page, browser }) => {
        test.setTimeout(120_000);
        const [times] = daysWithTimes(await freeSlotsAhead(3), 1);
        // The day's last free time: the demo's mornings belong to other journeys.
        const slot = times[times.length - 1];
        const nome = uniqueClientName('Lívia');
        booked.push(nome);

        await openBookingPage(page);
        await expect(page).toHaveTitle(`Agendar com ${DEMO_BUSINESS}`);
        await expectNoSeriousViolations(page, 'booking page');

        await ui.service(page, SERVICE).click();
        await expect(ui.service(page, SERVICE)).toHaveAttribute('aria-pressed', 'true');
        await ui.day(page, slot.data).click();
        await ui.time(page, slot.inicio).click();
        await ui.name(page).fill(nome);
        await ui.phone(page).fill('11987654321');
        await expect(ui.phone(page)).toHaveValue('(11) 98765-4321');
        await ui.note(page).fill('Primeira consulta');
        await expectNoSeriousViolations(page, 'booking form');
        await ui.confirm(page).click();

        await expect(ui.confirmed(page)).toBeVisible();
        const confirmation = page.getByRole('region', { name: 'Agendamento confirmado!' });
        await expect(confirmation).toContainText(`${slot.inicio} às ${slot.fim}`);
        await expect(confirmation).toContainText(SERVICE);
        await expect(confirmation.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
          'download',
          /\.ics$/,
        );
        await expectNoSeriousViolations(page, 'booking confirmation');

        const rows = await adminSelect<{ origem: string; status: string; num_cliente: string; inicio: string }[]>(
          `g_agenda?id_dono=eq.${DEMO_ID_DONO}&nome=eq.${encodeURIComponent(nome)}&select=origem,status,num_cliente,inicio`,
        );
        expect(rows).toEqual([
          { origem: 'pagina', status: 'agendado', num_cliente: '5511987654321', inicio: `${slot.inicio}:00` },
        ]);

        await ownerSeesBooking(browser, slot, nome);
      },
    );

    test('booking works with the keyboard alone', async ({ page }) => {
      const [times] = daysWithTimes(await freeSlotsAhead(4), 2);
      const slot = times[times.length - 2];
      const nome = uniqueClientName('Teclado');
      booked.push(nome);

      await openBookingPage(page);
      await tabTo(page, ui.service(page, SERVICE));
      await page.keyboard.press('Enter');
      await expect(ui.service(page, SERVICE)).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, ui.day(page, slot.data));
      await page.keyboard.press('Enter');
      await expect(ui.day(page, slot.data)).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, ui.time(page, slot.inicio));
      await page.keyboard.press('Space');
      await tabTo(page, ui.name(page));
      await page.keyboard.type(nome);
      await page.keyboard.press('Tab');
      await expect(ui.phone(page)).toBeFocused();
      await page.keyboard.type('11987654321');
      await expect(ui.phone(page)).toHaveValue('(11) 98765-4321');
      await tabTo(page, ui.confirm(page));
      await page.keyboard.press('Enter');
      // The confirmation takes the focus, so a screen reader announces it.
      await expect(ui.confirmed(page)).toBeFocused();
      await expect(page.getByRole('region', { name: 'Agendamento confirmado!' })).toContainText(
        `${slot.inicio} às ${slot.fim}`,
      );
    });

    test('two visitors race for one time: one books it, the other is told and books another', async ({ browser }) => {
      test.setTimeout(90_000);
      // A day with two free times at least: the loser takes the other one.
      const days = daysWithTimes(await freeSlotsAhead(5), 2);
      const times = days[days.length - 1];
      const contested = times[times.length - 1];
      const fallback = times[times.length - 2];
      const winner = uniqueClientName('Rita');
      const loser = uniqueClientName('Otávio');
      booked.push(winner, loser);

      const contexts = await Promise.all([browser.newContext(PHONE), browser.newContext(PHONE)]);
      try {
        const [first, second] = await Promise.all(contexts.map((c) => c.newPage()));
        for (const [page, nome] of [
          [first, winner],
          [second, loser],
        ] as const) {
          await openBookingPage(page);
          await ui.service(page, SERVICE).click();
          await ui.day(page, contested.data).click();
          await ui.time(page, contested.inicio).click();
          await ui.name(page).fill(nome);
          await ui.phone(page).fill('21998765432');
        }

        await ui.confirm(first).click();
        await expect(ui.confirmed(first)).toBeVisible();

        await ui.confirm(second).click();
        await expect(second.getByRole('alert')).toHaveText(
          'Este horário acabou de ser reservado. Escolha outro horário.',
        );
        // The times are read again: the one taken is gone, the day stays chosen.
        await expect(ui.day(second, contested.data)).toHaveAttribute('aria-pressed', 'true');
        await expect(ui.time(second, contested.inicio)).toHaveCount(0);
        await ui.time(second, fallback.inicio).click();
        // What was typed is still there.
        await expect(ui.name(second)).toHaveValue(loser);
        await expect(ui.phone(second)).toHaveValue('(21) 99876-5432');
        await ui.confirm(second).click();
        await expect(ui.confirmed(second)).toBeVisible();
        await expect(second.getByRole('region', { name: 'Agendamento confirmado!' })).toContainText(
          `${fallback.inicio} às ${fallback.fim}`,
        );

        const rows = await adminSelect<{ nome: string; inicio: string }[]>(
          `g_agenda?id_dono=eq.${DEMO_ID_DONO}&nome=in.(${encodeURIComponent(`"${winner}","${loser}"`)})&select=nome,inicio&order=inicio`,
        );
        expect(rows).toEqual([
          { nome: loser, inicio: `${fallback.inicio}:00` },
          { nome: winner, inicio: `${contested.inicio}:00` },
        ]);
      } finally {
        await Promise.all(contexts.map((c) => c.close()));
      }
    });

    test('an owner without a live plan has no page: the visitor is told, nothing can be booked', async ({ page }) => {
      // A business that saved its schedule but never subscribed (or whose plan lapsed).
      const owner = await createCustomer('pagina-sem-plano', 'Clínica Sem Plano');
      await adminUpdate(`agent_configs?user_id=eq.${owner.id}`, { schedule_saved_at: new Date().toISOString() });
      const [{ booking_slug: slug }] = await adminSelect<{ booking_slug: string }[]>(
        `profiles?id=eq.${owner.id}&select=booking_slug`,
      );

      await page.goto(`${SITE.url}/agendar/${slug}`);
      await expect(page.getByRole('heading', { name: 'Agendamento online indisponível' })).toBeVisible();
      await expect(ui.confirm(page)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('pagina-indisponivel.png'), fullPage: true });
      await expectNoSeriousViolations(page, 'página indisponível');
    });
  },
);
