import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets several runs share a machine: each gets its own port and data folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Each worker drives its own server on its own fresh database (a lane), so spec files running at
// the same time never see each other's data. Lane n listens on PORT + 1000·n. One worker by
// default: on two cores two lanes were no faster (30.7 min against 28.4 for the whole suite),
// the browsers and servers only took turns on the same cores.
// E2E_POSTGRES=true serves the app from the PostgreSQL cluster scripts/with-postgres.sh started
// (DATABASE_URL_PG) instead of SQLite: the `@pg` tests are the main flows CI runs there. One lane
// only, since lanes would share that database.
const POSTGRES_URL = process.env.E2E_POSTGRES === 'true' ? process.env.DATABASE_URL_PG : undefined;
if (process.env.E2E_POSTGRES === 'true' && !POSTGRES_URL) {
  throw new Error('E2E_POSTGRES=true necesita DATABASE_URL_PG: ejecute con bash scripts/with-postgres.sh');
}
const WORKERS = POSTGRES_URL ? 1 : Number(process.env.E2E_WORKERS ?? 1);
const LANE_PORT_STEP = 1000;
const lanePort = (lane: number) => PORT + lane * LANE_PORT_STEP;
// The config is loaded again in every worker process, where Playwright sets TEST_PARALLEL_INDEX.
const baseURL = `http://127.0.0.1:${lanePort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;
// Every lane serves the same build: the first server builds it (Playwright starts the web
// servers one after another).
const WEB_DIST = PORT === 3100 ? undefined : path.join(here, `.web-${PORT}`);

// Drives the built app served by `scripts/start.mjs` on a fresh database with the demo users.
// Chromium comes from Debian (/usr/bin/chromium); `playwright install` is never used.
export default defineConfig({
  testDir: 'tests',
  outputDir: PORT === 3100 ? 'test-results' : `test-results-${PORT}`,
  fullyParallel: false,
  workers: WORKERS,
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
  webServer: Array.from({ length: WORKERS }, (_, lane) => {
    const port = lanePort(lane);
    return {
      command: 'node ../scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(here, port === 3100 ? '.data' : `.data-${port}`),
        ...(WEB_DIST ? { WEB_DIST } : {}),
        // Lanes after the first serve the first one's build; rebuilding would swap its files.
        ...(lane > 0 ? { SKIP_WEB_BUILD: 'true' } : {}),
        FRESH_DATA: 'true',
        ...(POSTGRES_URL ? { DATABASE_URL: POSTGRES_URL } : {}),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-32',
      },
    };
  }),
});
