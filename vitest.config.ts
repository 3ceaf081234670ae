import { defineConfig } from 'vitest/config';

// One Vitest run with three projects: pure domain rules, API tests on a real database, web units.
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
