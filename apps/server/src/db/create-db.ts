import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DbOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
  poolSize?: number;
  /**
   * PostgreSQL: every transaction of these connections is read-only, so a write sent to the
   * read pool fails at once whether it points at a standby or (in tests) at the primary itself.
   */
  readOnly?: boolean;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the connection's search_path points at, when not the default. */
  pgSchema?: string;
  /** PostgreSQL: how to open a connection of its own (LISTEN needs one outside the pool). */
  pgClientConfig?: pg.ClientConfig;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count, sum) and numeric as strings; the app works with numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

/**
 * SQL that ends with this comment runs on PostgreSQL as a named prepared statement of its
 * connection: parsed and planned once per connection instead of on every call. For the few
 * fixed statements of hot paths (an issue's lock, decrement, inserts), which `prepared()`
 * already compiles to one SQL text; other SQL keeps the unnamed statement of node-postgres.
 * SQLite ignores the comment (its statements are cached by text anyway).
 */
export const PREPARE_ON_SERVER = '/* prepared */';

/** At most this many named statements per connection; beyond it, SQL runs unnamed. */
const MAX_NAMED_STATEMENTS = 200;

class PreparingClient extends pg.Client {
  #names = new Map<string, string>();

  // node-postgres' query() has many overloads; only (text, values) with the marker is changed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const query = super.query as (...queryArgs: unknown[]) => unknown;
    const [text, values] = args as [unknown, unknown];
    if (typeof text === 'string' && text.endsWith(PREPARE_ON_SERVER) && args.length <= 2) {
      let name = this.#names.get(text);
      if (!name && this.#names.size < MAX_NAMED_STATEMENTS) {
        name = `bodega_${this.#names.size + 1}`;
        this.#names.set(text, name);
      }
      if (name) return query.call(this, { name, text, values });
    }
    return query.apply(this, args);
  }
}

export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'bodega.sqlite');
}

/**
 * Kysely's SQLite driver prepares every query anew; the app sends the same few hundred SQL texts
 * over and over, so prepared statements are kept by text (bounded, oldest dropped first).
 */
function cachePreparedStatements(database: BetterSqlite3.Database, max = 500): void {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, BetterSqlite3.Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const settings = [
      ...(options.pgSchema ? [`-c search_path=${options.pgSchema}`] : []),
      ...(options.readOnly ? ['-c default_transaction_read_only=on'] : []),
    ];
    const pgClientConfig: pg.ClientConfig = {
      connectionString: options.databaseUrl,
      ...(settings.length ? { options: settings.join(' ') } : {}),
    };
    const pool = new pg.Pool({ ...pgClientConfig, max: options.poolSize ?? 10, Client: PreparingClient });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
      pgClientConfig,
      close: () => kysely.destroy(),
    };
  }
  const database = new BetterSqlite3(options.sqliteFile ?? ':memory:');
  database.pragma('journal_mode = WAL');
  // NORMAL in WAL mode survives a process crash (SIGKILL) without losing a commit; only an OS
  // crash or power loss could drop the last transactions.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // 64 MB of page cache (default 2 MB): on the large event log the list indexes and recent rows
  // stay in SQLite's cache instead of being read again from the OS on every page (2–3× per page).
  database.pragma('cache_size = -65536');
  cachePreparedStatements(database);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
