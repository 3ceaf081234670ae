import { ensureDataDir, loadConfig } from '../config';
import { StartupError } from '../lib/startup-error';
import { createDb, sqliteFileIn } from './create-db';
import { createAdministrator } from './first-admin';
import { migrateToLatest } from './migrate';

// `npm run user:create-admin` (or `node apps/server/dist/create-admin-cli.js` on a production
// build): the first administrator of a database started without the demo.
const config = loadConfig();
try {
  ensureDataDir(config);
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
  try {
    await migrateToLatest(db);
    const user = await createAdministrator(db.kysely, process.env);
    console.log(`Administrador creado: ${user.username} <${user.email}>`);
  } finally {
    await db.close();
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(`No se creó el administrador: ${error.message}`);
  process.exitCode = 1;
}
