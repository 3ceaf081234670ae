import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * The key of the traceability chain's HMAC: AUDIT_KEY when set; otherwise a key
 * generated once and kept in DATA_DIR/audit-key, like the JWT secret. It lives outside the
 * database, so someone who can write the database but not read this key cannot rewrite an event
 * and recompute the chain. Several instances must share AUDIT_KEY; losing the key makes the
 * chain unverifiable (verify says so), so back it up apart from the database.
 */
export function resolveAuditKey(config: Pick<AppConfig, 'auditKey' | 'dataDir'>): string {
  if (config.auditKey) {
    if (config.auditKey.length < 32) throw new Error('AUDIT_KEY debe tener al menos 32 caracteres');
    return config.auditKey;
  }
  const file = path.join(config.dataDir, 'audit-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return key;
}
