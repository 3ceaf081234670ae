import { sql } from 'kysely';
import { createDeps } from '../../lib/deps';
import type { Db } from '../create-db';
import { resignPendingEvents } from '../../modules/ledger/event-mac';
import { seedDemoUsers } from './demo-users';
import { seedDemoStock } from './demo-stock';
import { seedDemoReceipts } from './demo-receipts';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPicking } from './demo-picking';
import { seedDemoDevices } from './demo-devices';
import { seedDemoCosts } from './demo-costs';
import { seedDemoDispatchHistory } from './demo-dispatch-history';
import { seedDemoWaves } from './demo-waves';
import { seedDemoDispatch } from './demo-dispatch';
import { seedDemoIssuesAndMovements } from './demo-issues-movements';
import { seedDemoCounts } from './demo-counts';
import { seedDemoLots } from './demo-lots';
import { writeAlertSettings } from '../../modules/alerts';

/**
 * Seeds the demo data set when the database has no users yet; returns whether it did.
 * Runs before the app is ready, so before the sealer starts: nothing is sealed until the seed has
 * finished dating its history.
 */
export async function seedDemoIfEmpty(database: Db): Promise<boolean> {
  const db = database.kysely;
  // The operations the seed runs through; no sealer yet, so nothing to ask after a write.
  const deps = createDeps(database);
  const row = await db
    .selectFrom('users')
    .select(sql<number>`cast(count(*) as integer)`.as('total'))
    .executeTakeFirstOrThrow();
  if (Number(row.total) > 0) return false;
  await seedDemoUsers(db);
  const admin = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await seedDemoStock(db, admin.id);
  await seedDemoPicking(db);
  const operator = await db.selectFrom('users').select('id').where('username', '=', 'operador').executeTakeFirstOrThrow();
  await seedDemoReceipts(db, { admin_id: admin.id, operator_id: operator.id });
  await seedDemoOrders(db, admin.id);
  await seedDemoDevices(deps, admin.id);
  await seedDemoCosts(db, admin.id);
  await seedDemoDispatchHistory(deps, admin.id);
  await seedDemoIssuesAndMovements(deps, admin);
  await seedDemoLots(deps, admin.id);
  await seedDemoWaves(db, admin.id);
  await seedDemoDispatch(db, admin.id);
  await seedDemoCounts(deps, admin.id, operator.id);
  // Alert owners as an admin sets them: the floor's alerts belong to the operators.
  await writeAlertSettings(
    db,
    {
      settings: [
        { type: 'stock_bajo', owner_role: 'operator' },
        { type: 'almacenamiento_detenido', owner_role: 'operator' },
        { type: 'picking_detenido', owner_role: 'operator' },
      ],
    },
    admin.id,
  );
  // The seed dated part of its history back after the ledger signed it: sign it as it is now.
  await resignPendingEvents(db);
  return true;
}
