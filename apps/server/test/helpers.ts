import type { Role } from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoUsers } from '../src/db/seed/demo-users';
import { hashPassword } from '../src/lib/password';
import type { Mailer } from '../src/modules/auth/mailer';

/** TEST_DATABASE_URL=postgres://… runs the API tests on PostgreSQL, each file in its own schema. */
const postgresUrl = process.env.TEST_DATABASE_URL;

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
export const TEST_AUDIT_KEY = 'test-audit-key-test-audit-key-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  tokens: Record<Role, string>;
  sentMails: Array<{ to: string; link: string }>;
  close(): Promise<void>;
  /** Authorization header for a role. */
  auth(role: Role): { authorization: string };
}

/**
 * Kysely's migrator reads the catalog of every schema (`has_schema_privilege(nspname, …)` per row),
 * so a schema another file drops mid-scan fails that scan with "schema … does not exist".
 * Migrations take this advisory lock shared and drops take it exclusive, so the two never overlap.
 */
const SCHEMA_DDL_LOCK = 0x626f6465;

async function withSchemaLock<T>(mode: 'shared' | 'exclusive', work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [
      SCHEMA_DDL_LOCK,
    ]);
    return await work(client);
  } finally {
    await client.end(); // ending the session releases its advisory lock
  }
}

/** A fresh database of its own (SQLite in memory, or a PostgreSQL schema), not yet migrated. */
export async function createTestDb(): Promise<{
  db: Db;
  /** PostgreSQL: a read-only pool on the same schema, standing in for the hot standby. */
  readDb?: Db;
  migrate: () => Promise<void>;
  drop: () => Promise<void>;
}> {
  if (!postgresUrl) {
    const db = createDb({ sqliteFile: ':memory:' });
    return {
      db,
      migrate: async () => {
        await migrateToLatest(db);
      },
      drop: async () => {},
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDb({ databaseUrl: postgresUrl, pgSchema: schema, poolSize: 12 });
  // Every read the app sends to the standby goes through a read-only pool: one that writes fails here.
  const readDb = createDb({ databaseUrl: postgresUrl, pgSchema: schema, poolSize: 4, readOnly: true });
  return {
    db,
    readDb,
    migrate: () =>
      withSchemaLock('shared', async () => {
        await migrateToLatest(db);
      }),
    drop: () =>
      withSchemaLock('exclusive', async (client) => {
        await client.query(`drop schema ${schema} cascade`);
      }),
  };
}

/** Builds the real app on a fresh, migrated database with the demo users plus one `user`. */
export async function createTestApp(overrides: Partial<ReturnType<typeof loadConfig>> = {}): Promise<TestApp> {
  const { db, readDb, migrate, drop } = await createTestDb();
  await migrate();
  await seedDemoUsers(db.kysely);
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('users')
    .values({
      username: 'usuario',
      name: 'Usuario Genérico',
      email: 'usuario@demo.cl',
      role: 'user',
      password_hash: await hashPassword('demo1234'),
      token_version: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const sentMails: TestApp['sentMails'] = [];
  const mailer: Mailer = {
    async sendPasswordReset(to, link) {
      sentMails.push({ to, link });
    },
  };
  const config = { ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }), webDist: '/nonexistent', ...overrides };
  const app = await buildApp({
    config,
    db,
    ...(readDb ? { readDb } : {}),
    jwtSecret: TEST_JWT_SECRET,
    auditKey: TEST_AUDIT_KEY,
    closeDbOnShutdown: false,
    logger: false,
    mailer,
  });
  await app.ready();

  const users = await db.kysely.selectFrom('users').select(['id', 'role', 'token_version']).execute();
  const tokens = Object.fromEntries(
    users.map((user) => [user.role, app.issueToken({ id: user.id, role: user.role as Role, token_version: user.token_version })]),
  ) as Record<Role, string>;

  return {
    app,
    db,
    tokens,
    sentMails,
    auth: (role) => ({ authorization: `Bearer ${tokens[role]}` }),
    async close() {
      await app.close();
      await db.close();
      await readDb?.close();
      await drop();
    },
  };
}
