import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ensureDataDir, loadConfig, type AppConfig } from './config';
import { createDb, sqliteFileIn, type Db } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';
import { resolveAuditKey } from './lib/audit-key';
import { checkSqliteFile, sqliteFileError } from './lib/data-dir-checks';
import { resolveJwtSecret } from './lib/jwt-secret';
import { STARTUP_REFUSED_EXIT_CODE, StartupError } from './lib/startup-error';
import { scheduleAlertMails, scheduleAlertUpkeep } from './modules/alerts';
import { resolveDmQrKey } from './modules/dm/qr-signature';

function errorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** A failure the operator can fix, in their words; undefined for anything else (a bug: stack trace). */
function operatorError(error: unknown, config: AppConfig | undefined, sqliteFile: string | undefined): StartupError | undefined {
  if (error instanceof StartupError) return error;
  const code = errorCode(error);
  if (sqliteFile) return sqliteFileError(sqliteFile, { code });
  if (config?.databaseUrl && code) {
    const reason = error instanceof Error ? error.message : String(error);
    return new StartupError(
      `PostgreSQL (DATABASE_URL) no responde o no acepta la conexión (${code}: ${reason}): revise que esté en marcha, la dirección, el usuario y su contraseña.`,
    );
  }
  return undefined;
}

/** What the operator must fix is one line on stderr, not a stack trace; anything else is a bug. */
function refuseToStart(error: unknown, config: AppConfig | undefined, sqliteFile: string | undefined): never {
  const known = operatorError(error, config, sqliteFile);
  if (!known) throw error;
  const message = `No se puede iniciar el servidor: ${known.message}`;
  // In production every line is JSON, as pino writes it, for the log collector.
  const line =
    process.env.NODE_ENV === 'production'
      ? JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: message })
      : message;
  process.stderr.write(`${line}\n`);
  process.exit(STARTUP_REFUSED_EXIT_CODE);
}

/**
 * Everything the server needs before it may listen, checked in the order an operator fixes it:
 * the configuration, the data folder, the secrets, the database file, the database itself.
 */
async function prepare(config: AppConfig, sqliteFile: string | undefined): Promise<{ app: FastifyInstance; db: Db }> {
  ensureDataDir(config);
  const secrets = { jwtSecret: resolveJwtSecret(config), auditKey: resolveAuditKey(config) };
  resolveDmQrKey(config.dataDir);
  if (sqliteFile) checkSqliteFile(sqliteFile);
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile });
  const readDb = config.databaseReadUrl ? createDb({ databaseUrl: config.databaseReadUrl, readOnly: true }) : undefined;
  try {
    // Before the app exists: nothing (the sealer included) touches tables that are not there yet.
    const applied = await migrateToLatest(db);
    const app = await buildApp({ config, db, ...(readDb ? { readDb } : {}), ...secrets });
    if (applied.length) app.log.info({ applied }, 'migraciones aplicadas');
    return { app, db };
  } catch (error) {
    await db.close().catch(() => undefined);
    await readDb?.close().catch(() => undefined);
    throw error;
  }
}

let config: AppConfig | undefined;
let sqliteFile: string | undefined;
let app: FastifyInstance;
try {
  try {
    config = loadConfig();
  } catch (error) {
    // Its refusals (a bad number, an unsafe TRUST_PROXY) are Spanish sentences about a variable.
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
  sqliteFile = config.databaseUrl ? undefined : sqliteFileIn(config.dataDir);
  ({ app } = await prepare(config, sqliteFile));
} catch (error) {
  refuseToStart(error, config, sqliteFile);
}

let stopAlertMails = () => {};
let stopAlertUpkeep = () => {};
try {
  if (config.seedDemo && (await seedDemoIfEmpty(app.db))) app.log.info('datos de demostración cargados');
  await app.listen({ port: config.port, host: config.host });
  // After the seed: the first verification walks the demo's chain too.
  await app.chainVerification.startSchedule(config.chainVerifyHour);
  // With SMTP_URL set, owners are e-mailed when their alerts open, and a daily digest.
  stopAlertMails = scheduleAlertMails(app.db.kysely, { smtpUrl: config.smtpUrl, from: config.smtpFrom, log: app.log });
  // Resolutions of causes since gone are dropped every few minutes (a returning cause opens again).
  stopAlertUpkeep = scheduleAlertUpkeep(app.db, app.log);
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
    stopAlertMails();
    stopAlertUpkeep();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error al cerrar');
        process.exit(1);
      },
    );
  });
}
