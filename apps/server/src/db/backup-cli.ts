import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { backupPostgres, backupSqlite } from './backup';
import { sqliteFileIn } from './create-db';

/*
 * npm run backup [-- <file>]: a copy of the database the server uses (DATABASE_URL, else
 * DATA_DIR/bodega.sqlite), by default into BACKUP_DIR (./backups) named by the time. The keys
 * (AUDIT_KEY, JWT_SECRET, DM_QR_KEY or their files in DATA_DIR) are not in it: keep them apart.
 */

const config = loadConfig();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const given = process.argv[2];
const file = given
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
  : path.join(
      path.resolve(process.env.BACKUP_DIR ?? path.join(repoRoot, 'backups')),
      `bodega-${stamp}.${config.databaseUrl ? 'dump' : 'sqlite'}`,
    );
try {
  mkdirSync(path.dirname(file), { recursive: true });
  if (config.databaseUrl) backupPostgres(config.databaseUrl, file);
  else await backupSqlite(sqliteFileIn(config.dataDir), file);
  console.log(`Copia de la base de datos en ${file}`);
  console.log('Las claves (AUDIT_KEY, JWT_SECRET, DM_QR_KEY o sus archivos en DATA_DIR) no van en la copia: guárdelas aparte.');
} catch (error) {
  console.error(`No se pudo copiar la base de datos: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
