import type { AppConfig } from '../config';
import { resolveSecret } from './secret-file';

/**
 * The key of the traceability chain's HMAC: AUDIT_KEY when set; otherwise a key generated once and
 * kept in DATA_DIR/audit-key. It lives outside the database, so someone who can write the
 * database but not read this key cannot rewrite an event and recompute the chain. Several
 * instances must share AUDIT_KEY; losing the key makes the chain unverifiable (verify says so),
 * so back it up apart from the database.
 */
export function resolveAuditKey(config: Pick<AppConfig, 'auditKey' | 'dataDir'>): string {
  return resolveSecret({ envName: 'AUDIT_KEY', value: config.auditKey, dataDir: config.dataDir, fileName: 'audit-key' });
}
