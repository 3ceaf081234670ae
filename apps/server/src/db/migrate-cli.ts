import { ensureDataDir, loadConfig } from '../config';
import { createDb, sqliteFileIn } from './create-db';
import { migrateToLatest } from './migrate';

const config = loadConfig();
ensureDataDir(config);
const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos está al día.');
} finally {
  await db.close();
}
