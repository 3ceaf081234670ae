import { defineConfig } from 'vitest/config';

// Web tests that mock modules (vi.mock would reach the files sharing their worker) or depend on
// module state of a first load (the welcome dialog's timer), each in its own environment.
const WEB_ISOLATED = [
  'src/components/scan/scan-field.test.tsx',
  'src/components/scan/scanner-tabs-dialog.test.tsx',
  'src/lib/api-client.test.ts',
  'src/app/tour/welcome-dialog.test.tsx',
];

// One Vitest run with these projects: pure domain rules, API tests on a real database, web units.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          // Projects with different worker counts run as separate groups, one after another.
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // API tests each build their own database; a few files at once keeps the 2-core CI busy
          // without starving PostgreSQL.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          sequence: { groupOrder: 2 },
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WEB_ISOLATED,
          environment: 'jsdom',
          // One jsdom and one module graph per worker rather than per file: the environment and
          // the imports were most of the web tests' time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-isolated',
          root: './apps/web',
          sequence: { groupOrder: 3 },
          include: WEB_ISOLATED,
          environment: 'jsdom',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/gs1/application-identifiers.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
