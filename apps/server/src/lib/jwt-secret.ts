import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so tokens survive
 * restarts. Several instances behind a load balancer must share JWT_SECRET.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) {
    if (config.jwtSecret.length < 32) throw new Error('JWT_SECRET debe tener al menos 32 caracteres');
    return config.jwtSecret;
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
