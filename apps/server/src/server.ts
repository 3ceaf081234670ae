import { buildApp } from './app';
import { ensureDataDir, loadConfig } from './config';
import { createDb, sqliteFileIn } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';
import { resolveAuditKey } from './lib/audit-key';
import { resolveJwtSecret } from './lib/jwt-secret';

const config = loadConfig();
ensureDataDir(config);
const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
const app = await buildApp({ config, db, jwtSecret: resolveJwtSecret(config), auditKey: resolveAuditKey(config) });

try {
  const applied = await migrateToLatest(db);
  if (applied.length) app.log.info({ applied }, 'migraciones aplicadas');
  if (config.seedDemo && (await seedDemoIfEmpty(db.kysely))) app.log.info('datos de demostración cargados');
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'no se pudo iniciar el servidor');
  await app.close();
  process.exit(1);
}

// Graceful shutdown: stop accepting connections, let in-flight requests finish, close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando el servidor');
    const force = setTimeout(() => {
      app.log.error('el cierre tardó demasiado; se fuerza la salida');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error al cerrar');
        process.exit(1);
      },
    );
  });
}
