import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../src/modules/ledger/invariants/check-invariants';
import { createTestApp, TEST_AUDIT_KEY, type TestApp } from './helpers';
import { commandArbitraries } from './model/commands';
import { dispatchCommandArbitraries } from './model/dispatch-commands';
import { deviceCommandArbitraries } from './model/dm-commands';
import { StockModel } from './model/stock-model';
import { newWorld } from './model/world';

/*
 * Model-based test of the stock rules: fast-check draws sequences of operations (receipts, issues,
 * orders allocated, released, cancelled, picked and shipped, movements, adjustments, counts,
 * recalls, two issues at once; picked orders consolidated, assigned to a dock and loaded into a
 * shipment; a recall's units retrieved, returned, destroyed or released, and the recalled units an
 * order picked brought back; a medical device received, ordered, transferred to a clinical
 * service and received there, implanted, explanted, quarantined and made available), runs them through the API and checks after each one that stock per
 * product and lot, and every order, are what the model says, and after each sequence that the
 * database keeps every invariant. CI runs a fixed seed and a bounded number of sequences; `npm run soak -- --runs N
 * --seed S` runs more (SOAK_RUNS, SOAK_SEED) and prints a failing sequence shrunk to its shortest.
 */

const PRODUCTS = 2;
// About half a minute per database on a quiet 2-core machine (SQLite 300 sequences in 21 s, PostgreSQL 150 in
// 30 s). With dispatch and the recall's actions (05:3x UTC, load 6–7): SQLite 18 s against 24 s without them;
// PostgreSQL 48 s at load 12 against 42 s without them at load 7.
const runs = Number(process.env.SOAK_RUNS ?? (process.env.TEST_DATABASE_URL ? 150 : 300));
const seed = Number(process.env.SOAK_SEED ?? 20261202);
/** `npm run soak` sets SOAK_RUNS and waits as long as its sequences take. */
const soaking = process.env.SOAK_RUNS !== undefined;
const maxCommands = Number(process.env.SOAK_MAX_COMMANDS ?? 40);

let t: TestApp;
let customerId: number;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const customer = await t.app.inject({
    method: 'POST',
    url: '/api/orders/customers',
    headers: t.auth('admin'),
    payload: { name: 'Clínica Modelo', tax_id: '76.086.428-5' },
  });
  customerId = customer.json().data.id;
  operatorId = (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

describe('stock rules on any sequence of operations', () => {
  it(
    `keep the model's stock and every invariant (${runs} sequences, seed ${seed})`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.commands([...commandArbitraries(PRODUCTS), ...dispatchCommandArbitraries(), ...deviceCommandArbitraries()], {
            maxCommands,
            size: 'max',
          }),
          async (commands) => {
            const world = await newWorld(t, customerId, operatorId, PRODUCTS);
            await fc.asyncModelRun(() => ({ model: new StockModel(PRODUCTS), real: world }), commands);
            expect(await checkInvariants(t.db.kysely, { auditKey: TEST_AUDIT_KEY })).toEqual([]);
          },
        ),
        { numRuns: runs, seed, verbose: true },
      );
    },
    soaking ? 0 : 600_000,
  );
});
