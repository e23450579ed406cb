// npm run bench:agenda — 'Minha Agenda' with 5,000 appointments in one month, from the production
// build in Debian's Chromium: how long the month's data takes to arrive, how long the month view
// takes to render, and how long switching Dia / Semana / Mês takes (median and worst of several
// switches, measured in the page from the click to the next frame after React committed).
// Figures are printed, not asserted (the machine's load varies). Target: under 100 ms.
// `--json` prints them as one JSON object instead; `--build` rebuilds the apps' dist/ first;
// `--dist DIR` measures a build folder made by build-site.mjs instead (what `npm run bench` does).
/* global document, requestAnimationFrame -- used inside page.evaluate, in the browser */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { buildIfNeeded, CHROMIUM, startSite } from './support.mjs';

const SITE_PORT = 4800;
const STACK_PORT = 24021;
let STACK = `http://127.0.0.1:${STACK_PORT}`; // set to the block startSite takes
const COUNT = Number(process.env.AGENDA_BENCH_COUNT ?? 5000);
const SWITCHES = Number(process.env.AGENDA_BENCH_SWITCHES ?? 10);
const TARGET_MS = 100;
const JSON_OUTPUT = process.argv.includes('--json');
// The Supabase CLI's published local-development keys (the stack's defaults).
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

async function api(pathname, { key = ANON_KEY, token, ...init } = {}) {
  const res = await fetch(`${STACK}${pathname}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${token ?? key}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A customer with COUNT appointments spread over the current month (São Paulo), every status. */
async function seedCustomer() {
  const email = `bench.agenda.${Date.now()}@exemplo.com.br`;
  const password = 'senhaforte1';
  const session = await api('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password, data: { full_name: 'Clínica Benchmark' } }),
  });
  const [{ id_dono }] = await api(`/rest/v1/profiles?id=eq.${session.user.id}&select=id_dono`, {
    token: session.access_token,
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const statuses = ['agendado', 'confirmado', 'reagendado', 'cancelado'];
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const day = 1 + (i % days);
    // 4-minute appointments from 06:00, one after another: the database refuses overlapping active
    // appointments, and 240 of them fit a day (5,000 over a 28-day month is 179 a day).
    const slot = Math.floor(i / days);
    const start = 6 * 60 + ((slot * 4) % (16 * 60));
    const hh = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return {
      id_dono,
      data: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      inicio: hh(start),
      fim: hh(start + 4),
      nome: `Cliente ${i + 1}`,
      num_cliente: `55119${String(10000000 + i).slice(-8)}`,
      desc_agendamento: ['Consulta', 'Retorno', 'Avaliação', 'Sessão'][i % 4],
      local: i % 3 ? 'Presencial' : 'Online',
      status: statuses[i % 4],
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await api('/rest/v1/g_agenda', { method: 'POST', key: SERVICE_KEY, body: JSON.stringify(rows.slice(i, i + 1000)) });
  }
  return { email, password };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n) => `${n.toFixed(1)} ms`;

/** Clicks a view button in the page and resolves at the first frame after React committed. */
async function timedSwitch(page, name) {
  return page.evaluate(async (label) => {
    const button = [...document.querySelectorAll('button, [role="radio"], [role="tab"]')].find(
      (el) => el.textContent?.trim() === label,
    );
    if (!button) throw new Error(`no view control named ${label}`);
    const t0 = performance.now();
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  }, name);
}

await buildIfNeeded('mf-dashboard/dist/index.html');
const site = await startSite({ sitePort: SITE_PORT, stackPort: STACK_PORT, tag: 'agenda' });
STACK = `http://127.0.0.1:${site.stackPort}`;
try {
  const url = site.url;
  const customer = await seedCustomer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Senha', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/user-dashboard$/);

  // Open the agenda and time until the month's appointments are in and the month grid shows them.
  const t0 = Date.now();
  await page.getByRole('link', { name: 'Minha Agenda' }).click();
  await page.getByRole('heading', { name: 'Minha Agenda', level: 1 }).waitFor();
  const firstMonth = await timedSwitch(page, 'Mês');
  await page
    .getByText(/\d+ agendamentos/)
    .first()
    .waitFor({ timeout: 60_000 });
  const loaded = Date.now() - t0;
  const cells = await page.getByText(/\d+ agendamentos?$/).count();

  const samples = { Dia: [], Semana: [], Mês: [] };
  for (let i = 0; i < SWITCHES; i++) {
    for (const view of ['Dia', 'Semana', 'Mês']) samples[view].push(await timedSwitch(page, view));
  }
  await browser.close();

  if (JSON_OUTPUT) {
    const switches = Object.fromEntries(
      Object.entries(samples).map(([view, xs]) => [view, { median: median(xs), worst: Math.max(...xs), samples: xs }]),
    );
    console.log(
      JSON.stringify({
        cores: os.cpus().length,
        node: process.version,
        appointments: COUNT,
        openMs: loaded,
        daysShown: cells,
        firstMonthSwitchMs: firstMonth,
        switches,
        targetMs: TARGET_MS,
      }),
    );
  } else {
    console.log(
      `\n'Minha Agenda' with ${COUNT} appointments in the current month — ${os.cpus().length} cores, Chromium at ${CHROMIUM}\n`,
    );
    console.log(
      `open the agenda until the month grid shows the counts (data included): ${loaded} ms (${cells} days with appointments)`,
    );
    console.log(`first switch to the month view (before the data arrived):            ${ms(firstMonth)}`);
    for (const [view, xs] of Object.entries(samples)) {
      console.log(
        `switch to ${view.padEnd(6)} ×${xs.length}: median ${ms(median(xs))}, worst ${ms(Math.max(...xs))}   (target < ${TARGET_MS} ms)`,
      );
    }
  }
} finally {
  site.stop();
}
