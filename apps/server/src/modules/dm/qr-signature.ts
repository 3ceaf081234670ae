import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transferQrSignedText } from '@bodega/domain';

/**
 * The key that signs transfer QR codes (HMAC-SHA256): DM_QR_KEY when set, otherwise generated once
 * and kept in DATA_DIR (like the JWT secret), so a printed code keeps working after a restart.
 * Several instances must share DM_QR_KEY. The key never leaves the server.
 */
export function resolveDmQrKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.DM_QR_KEY;
  if (configured) {
    if (configured.length < 32) throw new Error('DM_QR_KEY debe tener al menos 32 caracteres');
    return configured;
  }
  const file = path.join(dataDir, 'dm-qr-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function signTransferQr(key: string, payload: { id: number; timestamp: string }): string {
  return createHmac('sha256', key).update(transferQrSignedText(payload)).digest('base64url');
}

export function verifyTransferQr(key: string, payload: { id: number; timestamp: string }, signature: string): boolean {
  const expected = Buffer.from(signTransferQr(key, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The QR's content: the spec's payload {type, id, timestamp} plus the signature. */
export function transferQrContent(key: string, id: number, timestamp: string): string {
  return JSON.stringify({ type: 'transferencia_dm', id, timestamp, signature: signTransferQr(key, { id, timestamp }) });
}
