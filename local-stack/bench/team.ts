import type { RunningStack } from '../src/stack.ts';
import { httpMedian, otherAnswers, postAll, seedOwner, sqlMedian, windowOf } from './booking.ts';
import { runAlone } from './stack.ts';

/**
 * A business as a team, part of `npm run bench` (run.ts) and runnable alone (`tsx bench/team.ts`):
 *  - free times over 30 days for 10 professionals at 5,000 appointments: every professional's
 *    (booking_team_slots) and merged for "any professional" (booking_free_slots), in SQL, and the page's
 *    merged request through the gateway (medians);
 *  - 200 concurrent bookings over 5 professionals: 10 times × 5 professionals, each pair asked for by 4
 *    clients naming the professional: booked, 409, 5xx, and whether any professional holds a time twice.
 * The booking bench (booking.ts) raises the page's limits for the bench's functions.
 */
const TEAM = 10;
const CONTENDED_TEAM = 5;
const CONTENDED_TIMES = 10;
const ATTEMPTS = 4;
const RUNS = 30;
const DAYS = 30;

export const teamTargets = {
  slotsMs: 50,
  booked: CONTENDED_TIMES * CONTENDED_TEAM,
  taken: CONTENDED_TIMES * CONTENDED_TEAM * (ATTEMPTS - 1),
};

export interface TeamFigures {
  teamSlotsSqlMs: number;
  mergedSlotsSqlMs: number;
  mergedSlotsHttpMs: number;
  freePerProfessional: number;
  booked: number;
  taken: number;
  serverErrors: number;
  other: Record<string, number>;
  /** Active appointments beyond the first at one (professional, date, time): must be 0. */
  doubleBooked: number;
  concurrentMs: number;
}

export async function measureTeam(stack: RunningStack): Promise<TeamFigures> {
  // 5,000 appointments over 10 professionals, 20 a day each from 10 days ago: the window's first
  // two weeks are busy, the rest free.
  const big = await seedOwner(stack, { professionals: TEAM, firstDay: -10 });
  const { de, ate } = await windowOf(stack, DAYS);
  const teamSlotsSqlMs = await sqlMedian(
    stack,
    RUNS,
    `select count(*) from public.booking_team_slots($1, $2::date, $3::date, '[]'::jsonb)`,
    [big.idDono, de, ate],
  );
  const mergedSlotsSqlMs = await sqlMedian(
    stack,
    RUNS,
    `select count(*) from public.booking_free_slots($1, $2::date, $3::date, '[]'::jsonb)`,
    [big.idDono, de, ate],
  );
  const http = await httpMedian<{ slots: unknown[] }>(
    `${stack.url}/functions/v1/booking/${big.slug}/slots?de=${de}&ate=${ate}`,
    RUNS,
  );
  const perProfessional = await stack.admin.query<{ n: number }>(
    `select count(*)::int / $4::int as n from public.booking_team_slots($1, $2::date, $3::date, '[]'::jsonb)`,
    [big.idDono, de, ate, TEAM],
  );

  // 200 at once: 10 free times of 5 professionals, each (time, professional) asked for by 4 clients.
  const five = await seedOwner(stack, { professionals: CONTENDED_TEAM, appointments: 0 });
  const day = await stack.admin.query<{ d: string }>(
    `select to_char((now() at time zone 'America/Sao_Paulo')::date + 3, 'YYYY-MM-DD') as d`,
  );
  const times = Array.from({ length: CONTENDED_TIMES }, (_, i) => {
    const minutes = 8 * 60 + 30 * i;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
  const bodies = Array.from({ length: CONTENDED_TIMES * CONTENDED_TEAM * ATTEMPTS }, (_, i) => ({
    data: day.rows[0].d,
    inicio: times[i % CONTENDED_TIMES],
    profissional: five.professionals[Math.floor(i / CONTENDED_TIMES) % CONTENDED_TEAM],
    nome: `Cliente Concorrente ${i}`,
    telefone: '11987654321',
  }));
  const { statuses, ms } = await postAll(`${stack.url}/functions/v1/booking/${five.slug}`, bodies);
  const twice = await stack.admin.query<{ n: number }>(
    `select coalesce(sum(c - 1), 0)::int as n from (
       select count(*) as c from public.g_agenda
       where id_dono = $1 and status in ('agendado', 'confirmado', 'reagendado')
       group by id_profissional, data, inicio) t`,
    [five.idDono],
  );
  const count = (s: number) => statuses.filter((x) => x === s).length;
  return {
    teamSlotsSqlMs,
    mergedSlotsSqlMs,
    mergedSlotsHttpMs: http.ms,
    freePerProfessional: perProfessional.rows[0].n,
    booked: count(201),
    taken: count(409),
    serverErrors: statuses.filter((s) => s >= 500).length,
    other: otherAnswers(statuses),
    doubleBooked: twice.rows[0].n,
    concurrentMs: ms,
  };
}

/** Rows for run.ts's table. */
export function teamRows(results: Array<{ team: TeamFigures }>): string[][] {
  const t = teamTargets;
  return [
    [
      `team: free times, ${DAYS} days, ${TEAM} professionals, 5,000 appts, per professional: SQL median (ms)`,
      ...results.map((r) => r.team.teamSlotsSqlMs.toFixed(1)),
      `< ${t.slotsMs}`,
    ],
    [
      `team: the same merged ("any professional"): SQL median (ms)`,
      ...results.map((r) => r.team.mergedSlotsSqlMs.toFixed(1)),
      `< ${t.slotsMs}`,
    ],
    [
      `team: merged via GET /booking/…/slots, median (ms)`,
      ...results.map((r) => r.team.mergedSlotsHttpMs.toFixed(1)),
      `< ${t.slotsMs}`,
    ],
    [
      `team: 200 concurrent bookings over ${CONTENDED_TEAM} professionals: booked / 409 / 5xx / held twice`,
      ...results.map((r) => `${r.team.booked} / ${r.team.taken} / ${r.team.serverErrors} / ${r.team.doubleBooked}`),
      `${t.booked} / ${t.taken} / 0 / 0`,
    ],
    [
      `team: 200 concurrent bookings: other answers / total time (s)`,
      ...results.map(
        (r) => `${JSON.stringify(r.team.other).replace(/"/g, '')} / ${(r.team.concurrentMs / 1000).toFixed(1)}`,
      ),
      '{} / —',
    ],
  ];
}

await runAlone(import.meta.url, 'team', measureTeam);
