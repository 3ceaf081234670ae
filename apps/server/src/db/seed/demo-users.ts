import type { Role } from '@bodega/domain';
import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import type { Database } from '../schema';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS: ReadonlyArray<{ username: string; name: string; email: string; role: Role }> = [
  { username: 'admin', name: 'Administrador Demo', email: 'admin@demo.cl', role: 'admin' },
  { username: 'operador', name: 'Operario Demo', email: 'operador@demo.cl', role: 'operator' },
  { username: 'visor', name: 'Visualizador Demo', email: 'visor@demo.cl', role: 'viewer' },
];

export async function seedDemoUsers(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('users')
    .values(DEMO_USERS.map((user) => ({ ...user, password_hash, token_version: 0, created_at: now, updated_at: now })))
    .execute();
}
