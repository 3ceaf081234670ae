import { userCreateSchema } from '@bodega/domain';
import { installSpanishZodMessages } from '@bodega/domain/zod-locale';
import type { Kysely } from 'kysely';
import { nowIso } from '../lib/clock';
import { hashPassword } from '../lib/password';
import { StartupError } from '../lib/startup-error';
import { findUserConflicts, insertUser, type PublicUser } from '../modules/users/users.repository';
import type { Database } from './schema';

/**
 * An administrator for a database that starts without the demo (production): from ADMIN_EMAIL,
 * ADMIN_PASSWORD and optionally ADMIN_USERNAME (default the e-mail's local part), held to the
 * rules of the user form. Refused when the username or e-mail is taken, so running it twice
 * changes nothing.
 */
export async function createAdministrator(db: Kysely<Database>, env: NodeJS.ProcessEnv): Promise<PublicUser> {
  installSpanishZodMessages();
  const email = env.ADMIN_EMAIL ?? '';
  const parsed = userCreateSchema.safeParse({
    username: env.ADMIN_USERNAME || email.split('@')[0] || '',
    email,
    password: env.ADMIN_PASSWORD ?? '',
    role: 'admin',
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new StartupError(`Revise ADMIN_EMAIL, ADMIN_USERNAME y ADMIN_PASSWORD (${issues}).`);
  }
  // Stored lower-cased, as the users service stores them: uniqueness ignores case.
  const username = parsed.data.username.toLowerCase();
  const { password } = parsed.data;
  if ((await findUserConflicts(db, username, parsed.data.email)).length > 0) {
    throw new StartupError(`Ya existe un usuario ${username} o ${parsed.data.email}: no se creó otro.`);
  }
  return insertUser(db, {
    username,
    name: null,
    email: parsed.data.email,
    role: 'admin',
    password_hash: await hashPassword(password),
    now: nowIso(),
  });
}
