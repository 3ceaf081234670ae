import { LOGIN_LOCKOUT, type LoginPayload } from '@bodega/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isoMinusMs, nowIso } from '../../lib/clock';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password';
import {
  requestUserCache,
  type PublicUser,
  bumpTokenVersion,
  findUserByEmail,
  findUserByLogin,
  revokeToken,
  setUserPassword,
  toPublicUser,
} from '../users';
import { markLoginSucceeded, purgeLoginAttemptsBefore, reserveLoginAttempt } from './login-attempts.repository';
import type { Mailer } from './mailer';
import { consumePasswordReset, createPasswordReset, endUnusedResets } from './password-reset.repository';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * What the 5-failures-in-15-minutes lockout counts: an account, whichever of its
 * identifiers (e-mail or username) is typed, so switching identifiers gives no extra guesses; an
 * identifier that names no account is counted by itself, and locks the same way, so the answers
 * never tell an existing account from an unknown one.
 */
export function lockoutKey(userId: number | undefined, identifier: string): string {
  return userId === undefined ? `login:${identifier}`.slice(0, 254) : `account:${userId}`;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What signing in and password recovery need from the app. */
export interface AuthDeps {
  db: Kysely<Database>;
  issueToken: (user: { id: number; role: PublicUser['role']; token_version: number }) => string;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export async function login(
  deps: Pick<AuthDeps, 'db' | 'issueToken' | 'log'>,
  payload: LoginPayload,
  ip: string | null,
): Promise<{ access_token: string; user: PublicUser }> {
  const identifier = (payload.email || payload.username || '').trim().toLowerCase();
  const windowStart = isoMinusMs(LOGIN_LOCKOUT.windowMs);
  const row = await findUserByLogin(deps.db, identifier);
  const key = lockoutKey(row?.id, identifier);
  const attemptId = await reserveLoginAttempt(deps.db, {
    identifier: key,
    ip,
    at: nowIso(),
    windowStart,
    max: LOGIN_LOCKOUT.maxAttempts,
  });
  if (attemptId === undefined) throw new AppError('TOO_MANY_ATTEMPTS');
  // Compare against a dummy hash for unknown users so response time does not reveal them.
  const valid = await verifyPassword(payload.password, row?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!row || !valid) {
    deps.log.info({ identifier }, 'inicio de sesión fallido');
    throw new AppError('INVALID_CREDENTIALS');
  }
  await markLoginSucceeded(deps.db, attemptId);
  if (Math.random() < 0.01) await purgeLoginAttemptsBefore(deps.db, windowStart);
  const user = toPublicUser(row);
  return { access_token: deps.issueToken({ id: row.id, role: user.role, token_version: row.token_version }), user };
}

export async function requestPasswordReset(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'publicUrl' | 'log'>,
  email: string,
): Promise<void> {
  const row = await findUserByEmail(deps.db, email);
  if (!row) {
    deps.log.info({ email }, 'recuperación solicitada para un correo no registrado');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  // Issuing a link ends the ones sent before it: only the newest mail works.
  await createPasswordReset(
    deps.db,
    row.id,
    hashToken(token),
    new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    now.toISOString(),
  );
  const link = `${deps.publicUrl}/restablecer-contrasena?token=${token}`;
  try {
    await deps.mailer.sendPasswordReset(row.email, link);
  } catch (error) {
    // The answer must not reveal whether the address exists, so a mail failure is only logged.
    deps.log.error({ err: error }, 'no se pudo enviar el correo de recuperación');
  }
}

export async function resetPassword(db: Kysely<Database>, token: string, password: string): Promise<void> {
  const now = nowIso();
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction().execute(async (trx) => {
    const id = await consumePasswordReset(trx, hashToken(token), now);
    if (id === undefined) throw new AppError('INVALID_RESET_TOKEN');
    await endUnusedResets(trx, id, now);
    await setUserPassword(trx, id, passwordHash, now);
    return id;
  });
  // After the commit: from here on this instance rejects the tokens issued before the reset.
  requestUserCache(db).invalidate(userId);
}

/**
 * "Cerrar sesión": this token stops working, the user's other sessions go on. Its id is kept
 * until the token's own expiry; a token without an id (signed before tokens had one) can only be
 * ended with the others, so its logout ends every session of the user.
 */
export async function logout(db: Kysely<Database>, userId: number, claims: { jti?: string; exp?: number }): Promise<void> {
  if (claims.jti !== undefined && claims.exp !== undefined) {
    await revokeToken(db, userId, claims.jti, new Date(claims.exp * 1000).toISOString());
  } else {
    await bumpTokenVersion(db, userId, nowIso());
  }
  requestUserCache(db).invalidate(userId);
}

/** "Cerrar sesión en todos los dispositivos": every token issued to the user so far stops working. */
export async function logoutEverywhere(db: Kysely<Database>, userId: number): Promise<void> {
  await bumpTokenVersion(db, userId, nowIso());
  requestUserCache(db).invalidate(userId);
}
