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

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  tokens: Record<Role, string>;
  sentMails: Array<{ to: string; link: string }>;
  close(): Promise<void>;
  /** Authorization header for a role. */
  auth(role: Role): { authorization: string };
}

async function createTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!postgresUrl) {
    const db = createDb({ sqliteFile: ':memory:' });
    return { db, drop: async () => {} };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDb({ databaseUrl: postgresUrl, pgSchema: schema, poolSize: 12 });
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** Builds the real app on a fresh, migrated database with the demo users plus one `user`. */
export async function createTestApp(overrides: Partial<ReturnType<typeof loadConfig>> = {}): Promise<TestApp> {
  const { db, drop } = await createTestDb();
  await migrateToLatest(db);
  await seedDemoUsers(db.kysely);
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('users')
    .values({ username: 'usuario', name: 'Usuario Genérico', email: 'usuario@demo.cl', role: 'user', password_hash: await hashPassword('demo1234'), token_version: 0, created_at: now, updated_at: now })
    .execute();

  const sentMails: TestApp['sentMails'] = [];
  const mailer: Mailer = { async sendPasswordReset(to, link) { sentMails.push({ to, link }); } };
  const config = { ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }), webDist: '/nonexistent', ...overrides };
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, closeDbOnShutdown: false, logger: false, mailer });
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
      await drop();
    },
  };
}
