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
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the connection's search_path points at, when not the default. */
  pgSchema?: string;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count, sum) and numeric as strings; the app works with numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}), close: () => kysely.destroy() };
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
