import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Timestamps are ISO-8601 strings in UTC on both dialects, so they compare and sort the same
 * way on SQLite and PostgreSQL. Flags are integers 0/1 for the same reason.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: string | null;
  email: string;
  role: string;
  password_hash: string;
  /** Bumped on password change: tokens issued before stop working. */
  token_version: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  identifier: string;
  succeeded: number;
  ip: string | null;
  attempted_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  login_attempts: LoginAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
}

export type UserRow = Selectable<UsersTable>;
