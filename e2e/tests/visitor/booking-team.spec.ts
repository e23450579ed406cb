import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../../support/a11y';
import { bookingDayName, bookingPage as ui, type FreeSlot } from '../../support/bookingPage';
import {
  addAppointments,
  adminInsert,
  adminSelect,
  adminUpdate,
  isoDay,
  payingCustomer,
  type Customer,
} from '../../support/customers';
import { SITE } from '../../support/site';

/** A client on a phone. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const BUSINESS = 'Clínica Equipe';
const TITULAR = 'Dra. Ana Souza';
const SECOND = 'Dr. Bruno Lima';
const SERVICE = 'Sessão de fisioterapia';

test.use(PHONE);

const WEEK = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];
const DAY = { ativo: true, horario_inicio: '08:00', horario_fim: '18:00', intervalos: [] };
/** Every day 08:00–18:00, 30-minute grid: the Agenda step's schedule as saved. */
const SCHEDULE = {
  duracao_atendimento: 30,
  tempo_entre_atendimentos: 0,
  max_agendamentos_dia: 20,
  periodo_disponivel: 14,
  antecedencia_minima: 60,
  dias: Object.fromEntries(WEEK.map((d) => [d, DAY])),
};

/** A business with two professionals (the owner, then Dr. Bruno) and a 45-minute service. */
async function teamBusiness(): Promise<{ owner: Customer; slug: string; bruno: string }> {
  const owner = await payingCustomer('pagina-equipe', TITULAR);
  await adminUpdate(`profiles?id=eq.${owner.id}`, { business_name: BUSINESS });
  await adminUpdate(`agent_configs?user_id=eq.${owner.id}`, {
    schedule: SCHEDULE,
    schedule_saved_at: new Date().toISOString(),
  });
  const [agent] = await adminSelect<{ id: string }[]>(`agent_configs?user_id=eq.${owner.id}&select=id`);
  await adminInsert('agent_products', [
    { agent_id: agent.id, codigo: 'CG01', nome: 'Consulta de clínica geral', valor: 180, duracao_minutos: null },
    { agent_id: agent.id, codigo: 'FIS01', nome: SERVICE, valor: 120, duracao_minutos: 45 },
  ]);
  const [bruno] = await adminInsert<{ id: string }[]>('profissionais', {
    id_dono: owner.idDono,
    nome: SECOND,
    ordem: 1,
    agenda: { dias: SCHEDULE.dias },
  });
  const [{ booking_slug: slug }] = await adminSelect<{ booking_slug: string }[]>(
    `profiles?id=eq.${owner.id}&select=booking_slug`,
  );
  return { owner, slug, bruno: bruno.id };
}

async function freeSlots(slug: string, query: string): Promise<FreeSlot[]> {
  const res = await fetch(`${SITE.stackUrl}/functions/v1/booking/${slug}/slots?${query}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { slots: FreeSlot[] }).slots;
}

test.describe(
  'public booking page with a team',
  { tag: ['@shell', '@mf-booking', '@backend-booking', '@backend-reminders'] },
  () => {
    test("a visitor on a phone books 'Qualquer profissional' and is told who the booking got", async ({ page }) => {
      test.setTimeout(120_000);
      const { owner, slug, bruno } = await teamBusiness();
      // Tomorrow's first time for the 45-minute service; the owner already has a client that day, so
      // "any" gives the booking to Dr. Bruno (the fewest bookings that day).
      const day = isoDay(1);
      const [slot] = await freeSlots(slug, `de=${day}&ate=${day}&servico=FIS01`);
      expect(slot.fim).toBe(addMinutes(slot.inicio, 45));
      await addAppointments(owner, [{ data: day, inicio: '17:00', fim: '17:30', nome: 'Cliente da Dra. Ana' }]);

      await page.goto(`/agendar/${slug}`);
      await expect(page.getByRole('heading', { name: BUSINESS, level: 1 })).toBeVisible();
      const service = ui.service(page, SERVICE);
      await expect(service).toContainText('45 min');
      await service.click();

      const who = page.getByRole('region', { name: 'Com quem?' });
      await expect(who.getByRole('button')).toHaveText(['Qualquer profissional', TITULAR, SECOND]);
      await expect(who.getByRole('button', { name: 'Qualquer profissional' })).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('button', { name: bookingDayName(day), exact: true }).click();
      await ui.time(page, slot.inicio).click();
      await ui.name(page).fill('Marina Costa');
      await ui.phone(page).fill('11987654321');
      await expectNoSeriousViolations(page, 'booking page with a team');
      await ui.confirm(page).click();

      const confirmation = page.getByRole('region', { name: 'Agendamento confirmado!' });
      await expect(ui.confirmed(page)).toBeVisible();
      await expect(confirmation).toContainText(`${slot.inicio} às ${slot.fim}`);
      await expect(confirmation).toContainText(SERVICE);
      await expect(confirmation).toContainText(SECOND);
      const ics = decodeURIComponent(
        (await confirmation.getByRole('link', { name: 'Adicionar ao calendário' }).getAttribute('href')) ?? '',
      ).replace(/\r\n /g, '');
      expect(ics).toContain(`SUMMARY:${SERVICE} com ${SECOND} — ${BUSINESS}`);
      // For the lead to look at: e2e/test-results/booking-team-phone.png.
      await page.screenshot({
        path: path.join(test.info().project.outputDir, 'booking-team-phone.png'),
        fullPage: true,
      });

      const rows = await adminSelect<{ id_profissional: string; servico: string; inicio: string; fim: string }[]>(
        `g_agenda?id_dono=eq.${owner.idDono}&nome=eq.${encodeURIComponent('Marina Costa')}&select=id_profissional,servico,inicio,fim`,
      );
      expect(rows).toEqual([
        { id_profissional: bruno, servico: 'FIS01', inicio: `${slot.inicio}:00`, fim: `${slot.fim}:00` },
      ]);
    });
  },
);

function addMinutes(hhmm: string, minutes: number): string {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
