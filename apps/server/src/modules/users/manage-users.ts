import { USER_MESSAGES, type UserCreate, type UserUpdate } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { requestUserCache } from './request-user-cache';
import {
  type PublicUser,
  toPublicUser,
  countUsersByRole,
  deleteUserRow,
  findUserById,
  insertUser,
  selectUsers,
  storeUserRestricted,
  updateUserRow,
  findUserConflicts,
} from './users.repository';
import type { Tx } from '../../db/handle';

async function assertUnique(db: Tx, username: string, email: string, exceptId?: number): Promise<void> {
  const conflicts = await findUserConflicts(db, username, email, exceptId);
  if (conflicts.some((row) => row.email === email)) {
    throw new AppError('EMAIL_TAKEN', USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
  }
  if (conflicts.some((row) => row.username === username)) {
    throw new AppError('USERNAME_TAKEN', USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken });
  }
}

/** Unique-index violations from a concurrent insert: same answer as the pre-check. */
function uniqueViolation(error: unknown): AppError | undefined {
  const text = String((error as { message?: string })?.message ?? '');
  if (!/unique|duplicate key/i.test(text)) return undefined;
  return /email/i.test(text)
    ? new AppError('EMAIL_TAKEN', USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken })
    : new AppError('USERNAME_TAKEN', USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken });
}

/** Called after each change commits, so this instance never serves the old row again (other
 * instances hear of it through PostgreSQL; see request-user-cache.ts). */
function forgetCachedUser(db: Kysely<Database>, id: number): void {
  requestUserCache(db).invalidate(id);
}

export function listUsers(db: Kysely<Database>): Promise<PublicUser[]> {
  return selectUsers(db);
}

export async function getUser(db: Kysely<Database>, id: number): Promise<PublicUser> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('USER_NOT_FOUND', USER_MESSAGES.notFound);
  return toPublicUser(row);
}

export async function createUser(db: Kysely<Database>, input: UserCreate): Promise<PublicUser> {
  const username = input.username.toLowerCase();
  await assertUnique(db, username, input.email);
  const password_hash = await hashPassword(input.password);
  try {
    return await insertUser(db, {
      username,
      name: input.name || null,
      email: input.email,
      role: input.role,
      password_hash,
      now: nowIso(),
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function updateUser(db: Kysely<Database>, id: number, input: UserUpdate): Promise<PublicUser> {
  const username = input.username.toLowerCase();
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await findUserById(trx, id);
      if (!current) throw new AppError('USER_NOT_FOUND', USER_MESSAGES.notFound);
      await assertUnique(trx, username, input.email, id);
      if (current.role === 'admin' && input.role !== 'admin' && (await countUsersByRole(trx, 'admin')) <= 1) {
        throw new AppError('LAST_ADMIN', USER_MESSAGES.lastAdminDemotion, { role: USER_MESSAGES.lastAdminDemotion });
      }
      const updated = await updateUserRow(trx, id, {
        username,
        name: input.name || null,
        email: input.email,
        role: input.role,
        ...(password_hash ? { password_hash } : {}),
        now: nowIso(),
      });
      return updated!;
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  } finally {
    forgetCachedUser(db, id);
  }
}

/** Restricted mode: takes effect on the user's next request (the cached row is dropped). */
export async function setUserRestricted(db: Kysely<Database>, id: number, restricted: boolean): Promise<PublicUser> {
  try {
    const updated = await storeUserRestricted(db, id, restricted, nowIso());
    if (!updated) throw new AppError('USER_NOT_FOUND', USER_MESSAGES.notFound);
    return updated;
  } finally {
    forgetCachedUser(db, id);
  }
}

/** Refused for oneself and for the last admin. */
export async function deleteUser(db: Kysely<Database>, id: number, actingUserId: number): Promise<void> {
  if (id === actingUserId) throw new AppError('SELF_DELETE', USER_MESSAGES.selfDelete);
  await db.transaction().execute(async (trx) => {
    const current = await findUserById(trx, id);
    if (!current) throw new AppError('USER_NOT_FOUND', USER_MESSAGES.notFound);
    if (current.role === 'admin' && (await countUsersByRole(trx, 'admin')) <= 1) {
      throw new AppError('LAST_ADMIN', USER_MESSAGES.lastAdmin);
    }
    await deleteUserRow(trx, id);
  });
  forgetCachedUser(db, id);
}
