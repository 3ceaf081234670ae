import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { checkAndRecordInvariants } from '../modules/ledger/invariants/check-invariants';
import { createDb, sqliteFileIn } from './create-db';

/*
 * npm run check:invariants: reads the database the server uses (DATABASE_URL, else the SQLite file
 * in DATA_DIR), prints every broken invariant with the ids involved, stores the verdict
 * (invariant_checks, read by the 'cadena_fallida' alert) and exits 1 when there is one
 * (2 when the database cannot be read). The audit key is AUDIT_KEY or DATA_DIR/audit-key, as the
 * server resolves it; this command never creates one.
 */

const config = loadConfig();

function auditKey(): string | undefined {
  if (config.auditKey) return config.auditKey;
  const file = path.join(config.dataDir, 'audit-key');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

const sqliteFile = config.databaseUrl ? undefined : sqliteFileIn(config.dataDir);
if (sqliteFile && !existsSync(sqliteFile)) {
  console.error(`No existe la base de datos ${sqliteFile}: defina DATA_DIR o DATABASE_URL.`);
  process.exit(2);
}
const db = createDb({ databaseUrl: config.databaseUrl, ...(sqliteFile ? { sqliteFile } : {}) });
let code = 0;
try {
  const started = Date.now();
  const violations = await checkAndRecordInvariants(db.kysely, { auditKey: auditKey() });
  for (const v of violations) {
    const ids = Object.entries(v.ids)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    console.log(`[${v.invariant}] ${v.message} (${ids})`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (violations.length === 0) console.log(`Se cumplen todas las invariantes (${seconds} s).`);
  else console.log(`${violations.length} ${violations.length === 1 ? 'invariante rota' : 'invariantes rotas'} (${seconds} s).`);
  code = violations.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`No se pudo revisar la base de datos: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
} finally {
  await db.close();
}
process.exit(code);
