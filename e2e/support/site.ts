import os from 'node:os';
import path from 'node:path';

import { APPS } from '../../shared-build/apps.mjs';
import { TEST_PORTS } from '../../shared-build/ports.mjs';

/**
 * Ports of the site under test: the shell, the remotes on the next ports, the stack on its own
 * block. `bin/journeys.mjs` picks free blocks from these defaults and passes them on (E2E_SITE_PORT,
 * E2E_STACK_PORT) to Playwright, whose workers inherit them.
 */
const basePort = Number(process.env.E2E_SITE_PORT || TEST_PORTS.e2eSite);
const stackPort = Number(process.env.E2E_STACK_PORT || TEST_PORTS.e2eStack);
const controlPort = basePort + 90;
const n8nPort = stackPort + 20;
// One folder for the whole run: the runner (which starts the site) and its workers share it.
const dataDir = process.env.E2E_STACK_DATA_DIR || path.join(os.tmpdir(), `atende-ai-e2e-${process.pid}`);

export const SITE = {
  url: `http://localhost:${basePort}`,
  stackUrl: `http://localhost:${stackPort}`,
  basePort,
  stackPort,
  controlUrl: `http://127.0.0.1:${controlPort}`,
  /** The real n8n the site's stack runs (its API key is in the stack's data folder). */
  n8nUrl: `http://127.0.0.1:${n8nPort}`,
  dataDir,
  env: {
    SITE_PORT: String(basePort),
    STACK_PORT: String(stackPort),
    STACK_DATA_DIR: dataDir,
    N8N_PORT: String(n8nPort),
    STACK_QUIET: 'true',
    // Reminders go out within seconds, so a journey can watch one arrive.
    REMINDER_TICK_MS: '2000',
    // The demo's open conversations stay open for the whole run (the journeys conclude theirs with
    // 'Concluir'); at the default 30 minutes the minute job would close them midway and move the
    // home's figures the journeys read.
    CONVERSATION_IDLE_MINUTES: '600',
    // Every browser of the run is one address (127.0.0.1) and the journeys book the demo's page with
    // few phones: its limits (supabase/functions/booking/rateLimit.ts) raised so they never bite.
    BOOKING_RATE_LIMIT: '1000/10',
    BOOKING_READ_RATE_LIMIT: '10000/10',
    BOOKING_PHONE_DAILY_LIMIT: '1000/1440',
    BOOKING_BUSINESS_HOURLY_LIMIT: '1000/60',
    // The journeys write to the demo clinic's assistant from few numbers, run after run on one day:
    // its limits (supabase/functions/_shared/assistantLimits.ts) raised so they never bite.
    CLIENT_MESSAGE_LIMIT: '1000/10',
    CLIENT_DAILY_MESSAGE_LIMIT: '10000/1440',
    OWNER_DAILY_ASSISTANT_RUNS: '100000',
    // Every browser of the run signs up and in from one address: the auth server's [auth.rate_limit]
    // read from a file that raises them (supabase/config.toml's are tested on their own stack).
    AUTH_CONFIG_FILE: path.resolve(__dirname, '../../local-stack/test/support/auth-limits.toml'),
    SITE_CONTROL_PORT: String(controlPort),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  } as Record<string, string>,
};

/** The seed's demo customer and staff (supabase/seed.sql). */
export const DEMO = {
  customer: { email: 'demo@clinicabemestar.com.br', password: 'demo12345' },
  developer: { username: 'dev', email: 'dev@atende.ai', password: 'dev12345' },
  technical: { email: 'suporte@atende.ai', password: 'suporte12345' },
};

/** The tags of a journey that touches every app (a team's `journeys.mjs <app>` runs it): '@shell', '@mf-landing'… */
export const EVERY_APP_TAG = APPS.map((a) => `@${a.dir}`);
