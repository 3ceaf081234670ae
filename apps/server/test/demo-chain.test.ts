import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/db/seed';
import { createEventSealer, verifyEventChain } from '../src/modules/ledger/event-chain';
import { createTestDb, TEST_AUDIT_KEY } from './helpers';

let test: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  test = await createTestDb();
  await test.migrate();
});
afterAll(async () => {
  await test?.db.close();
  await test?.drop();
});

describe('a fresh demo install', () => {
  it("verifies 'Cadena íntegra' though the sealer runs through the seed, as on a server's first start", async () => {
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    // A seal every few milliseconds: whatever one seed step committed is sealed before the next runs.
    const sealer = createEventSealer(test.db, log, TEST_AUDIT_KEY, 5, 1);
    try {
      expect(await seedDemoIfEmpty(test.db.kysely)).toBe(true);
      await sealer.sealNow();
    } finally {
      await sealer.stop();
    }
    expect(errors).toEqual([]);
    const result = await verifyEventChain(test.db.kysely, TEST_AUDIT_KEY);
    expect(result.chain_length).toBeGreaterThan(1000);
    expect(result).toMatchObject({ valid: true, unsealed: 0, first_broken: null, broken: [], complete: true });
  }, 120_000); // the whole demo seed: about 10 s alone on PostgreSQL, several times that beside other files
});
