import { buildApp } from './app';
import { ensureDataDir, loadConfig } from './config';
import { createDb, sqliteFileIn } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';
import { resolveAuditKey } from './lib/audit-key';
import { resolveJwtSecret } from './lib/jwt-secret';
import { StartupError } from './lib/startup-error';
import { resolveDmQrKey } from './modules/dm/qr-signature';

/** What the operator must fix is one line on stderr, not a stack trace. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`No se puede iniciar el servidor: ${error.message}\n`);
  process.exit(1);
}

const config = loadConfig();
let secrets: { jwtSecret: string; auditKey: string };
try {
  ensureDataDir(config);
  secrets = { jwtSecret: resolveJwtSecret(config), auditKey: resolveAuditKey(config) };
  resolveDmQrKey(config.dataDir);
} catch (error) {
  refuseToStart(error);
}
const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
const app = await buildApp({ config, db, ...secrets });

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
