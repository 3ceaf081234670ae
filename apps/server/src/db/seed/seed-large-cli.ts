import { ensureDataDir, loadConfig } from '../../config';
import { createDb, sqliteFileIn } from '../create-db';
import { migrateToLatest } from '../migrate';
import { resolveAuditKey } from '../../lib/audit-key';
import { seedLarge } from './seed-large';

// npm run seed:large — LARGE_PRODUCTS (50000) products, LARGE_INVENTORY_ROWS (200000) rows and
// LARGE_EVENTS (1000000) traceability events in all (one RECEPTION per row, the rest historical
// QUALITY_CHECK events of quantity 0), in DATA_DIR's SQLite file or DATABASE_URL.
function count(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} debe ser un número entero mayor a 0: ${value}`);
  return parsed;
}

const config = loadConfig();
ensureDataDir(config);
const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
try {
  await migrateToLatest(db);
  const result = await seedLarge(db, {
    products: count('LARGE_PRODUCTS', 50_000),
    inventoryRows: count('LARGE_INVENTORY_ROWS', 200_000),
    events: count('LARGE_EVENTS', 1_000_000),
    auditKey: resolveAuditKey(config),
    ...(process.env.LARGE_PREFIX ? { prefix: process.env.LARGE_PREFIX } : {}),
    log: (message) => console.log(message),
  });
  console.log(
    `Carga masiva lista en ${(result.ms / 1000).toFixed(1)} s: ${result.products} productos, ${result.inventoryRows} filas de inventario, ${result.events} eventos, ${result.locations} ubicaciones.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
