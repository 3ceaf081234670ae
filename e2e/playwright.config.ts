import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets several runs share a machine: each gets its own port and data folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// Drives the built app served by `scripts/start.mjs` on a fresh database with the demo users.
// Chromium comes from Debian (/usr/bin/chromium); `playwright install` is never used.
export default defineConfig({
  testDir: 'tests',
  outputDir: PORT === 3100 ? 'test-results' : `test-results-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous limits: CI machines here have two cores shared with the server and its build.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // An action waiting on something that never comes (a dialog stuck open over the page) fails
    // after this instead of holding the whole test until its timeout.
    actionTimeout: 30_000,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(here, PORT === 3100 ? '.data' : `.data-${PORT}`),
      // Parallel runs build the web app into their own folder so they never overwrite each other.
      ...(PORT === 3100 ? {} : { WEB_DIST: path.join(here, `.web-${PORT}`) }),
      FRESH_DATA: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-32',
    },
  },
});
