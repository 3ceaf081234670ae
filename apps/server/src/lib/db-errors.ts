/** The database refused a write because a unique constraint already holds the value (PostgreSQL or SQLite). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique|duplicate key/i.test(String(message ?? ''));
}

/** The database refused a write or delete because a foreign key points at (or to a missing) row. */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/i.test(String(message ?? ''))
  );
}

/**
 * PostgreSQL aborted the transaction as a deadlock victim (40P01) or a serialization failure
 * (40001): nothing of it was written, and running it again may succeed.
 */
export function isTransientConflict(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '40P01' || code === '40001';
}
