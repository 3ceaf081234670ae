import type { AppConfig } from '../config';
import { resolveSecret } from './secret-file';

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR/jwt-secret, so
 * tokens survive restarts. Several instances behind a load balancer must share JWT_SECRET.
 */
export function resolveJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): string {
  return resolveSecret({ envName: 'JWT_SECRET', value: config.jwtSecret, dataDir: config.dataDir, fileName: 'jwt-secret' });
}
