import type { Role } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database, UserRow } from '../../db/schema';

export interface PublicUser {
  id: number;
  username: string;
  name: string | null;
  email: string;
  role: Role;
  /** Restricted mode. */
  restricted: boolean;
  created_at: string;
}

export function toPublicUser(
  row: Pick<UserRow, 'id' | 'username' | 'name' | 'email' | 'role' | 'restricted' | 'created_at'>,
): PublicUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    restricted: Boolean(row.restricted),
    created_at: row.created_at,
  };
}

const publicColumns = ['id', 'username', 'name', 'email', 'role', 'restricted', 'created_at'] as const;

/** The user read behind every authenticated request, compiled once (see `db/prepared.ts`). */
const userById = prepared((db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));

/** The user behind a request, with the ids of its tokens ended by a logout and not yet expired. */
export type RequestUserRow = UserRow & { revoked_jtis?: ReadonlySet<string> };

const revokedOfUser = prepared((db, id: number, now: string) =>
  db.selectFrom('revoked_tokens').select('jti').where('user_id', '=', id).where('expires_at', '>', now),
);

export async function findUserForRequest(db: Kysely<Database>, id: number): Promise<RequestUserRow | undefined> {
  const row = (await userById(db, id)).rows[0];
  if (!row) return undefined;
  const revoked = (await revokedOfUser(db, id, new Date().toISOString())).rows;
  return { ...row, revoked_jtis: new Set(revoked.map((r) => r.jti)) };
}

/** Ends one token: its id is refused until `expiresAt`, when the token expires anyway. */
export async function revokeToken(db: Kysely<Database>, userId: number, jti: string, expiresAt: string): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom('revoked_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti, user_id: userId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** Ends every token of the user issued so far (the version each token carries no longer matches). */
export async function bumpTokenVersion(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ updated_at: now, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

export async function selectUsers(db: Kysely<Database>): Promise<PublicUser[]> {
  const rows = await db.selectFrom('users').select(publicColumns).orderBy('id').execute();
  return rows.map(toPublicUser);
}

export async function selectUsersByRole(db: Kysely<Database>, role: Role): Promise<PublicUser[]> {
  const rows = await db.selectFrom('users').select(publicColumns).where('role', '=', role).orderBy('username').execute();
  return rows.map(toPublicUser);
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Looks a user up by e-mail or username; both are stored lower-cased. */
export function findUserByLogin(db: Kysely<Database>, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', value), eb('username', '=', value)]))
    .executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function findUserConflicts(db: Kysely<Database>, username: string, email: string, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where((eb) => eb.or([eb('username', '=', username), eb('email', '=', email)]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.execute();
}

export async function countUsersByRole(db: Kysely<Database>, role: Role): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`cast(count(*) as integer)`.as('total'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertUser(
  db: Kysely<Database>,
  values: {
    username: string;
    name: string | null;
    email: string;
    role: Role;
    password_hash: string;
    now: string;
  },
) {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('users')
    .values({ ...rest, token_version: 0, created_at: now, updated_at: now })
    .returning(publicColumns)
    .executeTakeFirstOrThrow();
  return toPublicUser(row);
}

export async function updateUserRow(
  db: Kysely<Database>,
  id: number,
  values: { username: string; name: string | null; email: string; role: Role; password_hash?: string; now: string },
) {
  const { now, password_hash, ...rest } = values;
  const row = await db
    .updateTable('users')
    .set({
      ...rest,
      updated_at: now,
      ...(password_hash ? { password_hash, token_version: sql<number>`token_version + 1` } : {}),
    })
    .where('id', '=', id)
    .returning(publicColumns)
    .executeTakeFirst();
  return row ? toPublicUser(row) : undefined;
}

export async function storeUserRestricted(
  db: Kysely<Database>,
  id: number,
  restricted: boolean,
  now: string,
): Promise<PublicUser | undefined> {
  const row = await db
    .updateTable('users')
    .set({ restricted: restricted ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .returning(publicColumns)
    .executeTakeFirst();
  return row ? toPublicUser(row) : undefined;
}

export async function setUserPassword(db: Kysely<Database>, id: number, password_hash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash, updated_at: now, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

export async function deleteUserRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
