import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDataDir } from './lib/data-dir-checks';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the SQLite file and the generated JWT secret. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL only: a hot standby that serves the reads that tolerate a little lag (analytics,
   * lists, exports, event search); undefined reads everything from databaseUrl.
   */
  databaseReadUrl: string | undefined;
  /** Explicit secret; when absent one is generated once and kept in dataDir. */
  jwtSecret: string | undefined;
  /** Key of the traceability chain's HMAC; when absent one is generated once and kept in dataDir. */
  auditKey: string | undefined;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Base address used in password-reset links. */
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  /** Built web app served at /; absent folder means API only. */
  webDist: string;
  loginRateLimitPerMinute: number;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); false trusts none. */
  trustProxy: TrustProxy;
  /** Hour of the day in Santiago of the nightly verification of the event chain (CHAIN_VERIFY_HOUR); null: none. */
  chainVerifyHour: number | null;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} debe ser un número entero: ${value}`);
  return parsed;
}

/** CHAIN_VERIFY_HOUR: 0–23 (default 3, at night in Santiago), or off. */
function chainVerifyHour(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return 3;
  if (['off', 'no', 'false'].includes(value.trim().toLowerCase())) return null;
  const hour = Number(value);
  if (!/^\d{1,2}$/.test(value.trim()) || hour > 23)
    throw new Error(`CHAIN_VERIFY_HOUR debe ser una hora entre 0 y 23, u off: ${value}`);
  return hour;
}

const isPostgresUrl = (url: string | undefined) => !!url && /^postgres(ql)?:\/\//.test(url);

/** DATABASE_READ_URL: a PostgreSQL standby of DATABASE_URL's primary, so only beside a PostgreSQL DATABASE_URL. */
function databaseReadUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_READ_URL || undefined;
  if (url === undefined) return undefined;
  if (!isPostgresUrl(url)) throw new Error('DATABASE_READ_URL debe ser una dirección postgres://');
  if (!isPostgresUrl(env.DATABASE_URL)) {
    throw new Error('DATABASE_READ_URL necesita DATABASE_URL de PostgreSQL: la réplica de lectura es de un primario PostgreSQL');
  }
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env.PORT, 3000, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: databaseReadUrl(env),
    jwtSecret: env.JWT_SECRET || undefined,
    auditKey: env.AUDIT_KEY || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM ?? 'Bodega Clínica <no-responder@bodega-clinica.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    // Demo accounts have a published password: only the embedded first-look database gets them unasked.
    seedDemo: flag(env.SEED_DEMO, !env.DATABASE_URL),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 10 * 1024 * 1024, 'BODY_LIMIT_BYTES'),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    loginRateLimitPerMinute: integer(env.LOGIN_RATE_LIMIT_PER_MINUTE, 60, 'LOGIN_RATE_LIMIT_PER_MINUTE'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    chainVerifyHour: chainVerifyHour(env.CHAIN_VERIFY_HOUR),
  };
}

/** The data folder, created when missing; StartupError when it cannot hold data (lib/data-dir-checks.ts). */
export function ensureDataDir(config: AppConfig): void {
  checkDataDir(config.dataDir);
}
