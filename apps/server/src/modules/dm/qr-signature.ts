import { createHmac, timingSafeEqual } from 'node:crypto';
import { transferQrSignedText } from '@bodega/domain';
import { resolveSecret } from '../../lib/secret-file';

/**
 * The key that signs transfer QR codes (HMAC-SHA256): DM_QR_KEY when set, otherwise generated once
 * and kept in DATA_DIR/dm-qr-key, so a printed code keeps working after a restart. Several
 * instances must share DM_QR_KEY. The key never leaves the server.
 */
export function resolveDmQrKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolveSecret({ envName: 'DM_QR_KEY', value: env.DM_QR_KEY, dataDir, fileName: 'dm-qr-key' });
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
