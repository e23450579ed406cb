import { expect, test, type APIRequestContext } from '@playwright/test';
import { setupTab } from '../../support/agentSetup';
import { adminSelect, adminUpdate, isoDay } from '../../support/customers';
import { logIn } from '../../support/helpers';
import { DEMO, SITE } from '../../support/site';

// The demo clinic's public booking handle and its owner (supabase/seed.sql).
const SLUG = 'clinica-bem-estar';
const DEMO_USER_ID = '11111111-1111-4111-8111-111111111111';

// getUTCDay() order, as the Agenda step names the days.
const DAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

interface Slot {
  data: string;
  inicio: string;
  fim: string;
}

/** The free slots the public booking page reads, from today over the next three weeks. */
async function freeSlots(request: APIRequestContext): Promise<Slot[]> {
  const res = await request.get(
    `${SITE.stackUrl}/functions/v1/booking/${SLUG}/slots?de=${isoDay(0)}&ate=${isoDay(20)}`,
  );
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { slots: Slot[] }).slots;
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
/** When a slot starts, as an instant (São Paulo is UTC−3 all year). */
const startsAt = (slot: Slot) => Date.parse(`${slot.data}T${slot.inicio}:00-03:00`);

test.describe('free slots follow the Agenda step', { tag: ['@shell', '@mf-agent', '@backend-booking'] }, () => {
  test('closing a day, a later start and a longer notice change the slots the booking page offers', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The demo's schedule as seeded, put back at the end: other journeys open the demo's Agenda step.
    const [{ schedule: original }] = await adminSelect<{ schedule: unknown }[]>(
      `agent_configs?select=schedule&user_id=eq.${DEMO_USER_ID}`,
    );

    // A Monday to Thursday at least three days ahead (clear of the notice set below), and the next day.
    let ahead = 3;
    while (![1, 2, 3, 4].includes(weekday(isoDay(ahead)))) ahead += 1;
    const closed = weekday(isoDay(ahead));
    const later = closed + 1;

    try {
      const before = await freeSlots(request);
      expect(before.some((s) => weekday(s.data) === closed)).toBe(true);
      expect(before.some((s) => weekday(s.data) === later && s.inicio < '13:00')).toBe(true);

      await logIn(page, DEMO.customer.email, DEMO.customer.password);
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await page.goto('/user-dashboard/agent');
      await setupTab(page, 'Agenda').click();
      await expect(setupTab(page, 'Agenda')).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('switch', { name: `Atender na ${DAYS[closed]}` }).click();
      await page.getByRole('button', { name: new RegExp(`^${DAYS[later]}`) }).click();
      await page.getByLabel('Horário de Início').fill('13:00');
      const notice = page.getByRole('combobox', { name: 'Antecedência mínima' });
      await expect(notice).toHaveValue('120');
      await notice.selectOption({ label: '2 dias' });
      await page.getByRole('button', { name: 'Salvar Configurações' }).click();
      // The demo's schedule was saved before: this save updates the settings.
      await expect(page.getByText('Configurações da agenda salvas com sucesso!')).toBeVisible();

      const after = await freeSlots(request);
      expect(after.length).toBeGreaterThan(0);
      // The closed weekday offers nothing, the other starts at 13:00, nothing within two days from now.
      expect(after.filter((s) => weekday(s.data) === closed)).toEqual([]);
      const laterDay = after.filter((s) => weekday(s.data) === later);
      expect(laterDay.length).toBeGreaterThan(0);
      for (const slot of laterDay) expect(slot.inicio >= '13:00', `${slot.data} ${slot.inicio}`).toBe(true);
      const cutoff = Date.now() + 2 * 24 * 60 * 60_000 - 60_000;
      for (const slot of after) expect(startsAt(slot), `${slot.data} ${slot.inicio}`).toBeGreaterThanOrEqual(cutoff);
      // The days left alone keep their morning.
      expect(after.some((s) => ![closed, later].includes(weekday(s.data)) && s.inicio === '09:00')).toBe(true);

      // What was saved opens again as set.
      await page.reload();
      await setupTab(page, 'Agenda').click();
      await expect(page.getByRole('switch', { name: `Atender na ${DAYS[closed]}` })).not.toBeChecked();
      await expect(page.getByRole('button', { name: new RegExp(`^${DAYS[later]}`) })).toContainText('13:00');
      await expect(page.getByRole('combobox', { name: 'Antecedência mínima' })).toHaveValue('2880');
    } finally {
      await adminUpdate(`agent_configs?user_id=eq.${DEMO_USER_ID}`, { schedule: original });
    }
  });
});
