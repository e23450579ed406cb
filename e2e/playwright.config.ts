import { defineConfig } from '@playwright/test';
import { SITE } from './support/site';

/**
 * Journeys across the remotes, in Debian's Chromium (Playwright cannot download browsers here),
 * against the production build served as deployed and a local stack with its own ports and a
 * fresh data folder, so a site started with `npm start` is left alone.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: SITE.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node ../shared-build/bin/site.mjs serve',
    url: `${SITE.url}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: SITE.env,
  },
});
