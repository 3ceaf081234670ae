import path from 'node:path';
import { ensureDataDir, loadConfig } from '../config';
import { restorePostgres, restoreSqlite } from './backup';
import { sqliteFileIn } from './create-db';

/*
 * npm run restore <file>: replaces the database the server uses with a copy of `npm run backup`.
 * Stop the server first. On SQLite the replaced file is kept beside it. The audit chain of the
 * restored data verifies only with the key that sealed it (AUDIT_KEY or DATA_DIR/audit-key);
 * then `npm run check:invariants` proves what was restored.
 */

const config = loadConfig();
const given = process.argv[2];
if (!given) {
  console.error('Uso: npm run restore <archivo> (una copia de npm run backup)');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
try {
  if (config.databaseUrl) {
    restorePostgres(file, config.databaseUrl);
    console.log(`Base de datos PostgreSQL restaurada desde ${file}`);
  } else {
    ensureDataDir(config);
    const target = sqliteFileIn(config.dataDir);
    const kept = await restoreSqlite(file, target, new Date().toISOString().replace(/[:.]/g, '-'));
    console.log(`Base de datos ${target} restaurada desde ${file}${kept ? `; la anterior quedó en ${kept}` : ''}`);
  }
  console.log('Revise lo restaurado con npm run check:invariants (con la misma AUDIT_KEY que selló la cadena).');
} catch (error) {
  console.error(`No se pudo restaurar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
