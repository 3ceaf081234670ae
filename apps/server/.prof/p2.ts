import { createDb } from '/work/wt/h42alerts/apps/server/src/db/create-db';
import { migrateToLatest } from '/work/wt/h42alerts/apps/server/src/db/migrate';
import { openAlertsFor } from '/work/wt/h42alerts/apps/server/src/modules/alerts/compute-alerts';
import { countAlerts } from '/work/wt/h42alerts/packages/domain/src/index';
async function main() {
  const db = createDb({ sqliteFile: process.argv[2]! });
  await migrateToLatest(db);
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    const all = await openAlertsFor(db.kysely, { id: 1, role: 'admin' });
    const t2 = performance.now();
    countAlerts(all);
    console.log(all.length, (t2 - t).toFixed(1), 'ms open', (performance.now() - t2).toFixed(1), 'ms count');
  }
  await db.close();
}
void main();
