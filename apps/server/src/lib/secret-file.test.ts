import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveAuditKey } from './audit-key';
import { resolveJwtSecret } from './jwt-secret';
import { resolveDmQrKey } from '../modules/dm/qr-signature';
import { resolveSecret } from './secret-file';
import { StartupError } from './startup-error';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'secret-file-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const LOADERS = {
  'jwt-secret': () => resolveJwtSecret({ jwtSecret: undefined, dataDir }),
  'audit-key': () => resolveAuditKey({ auditKey: undefined, dataDir }),
  'dm-qr-key': () => resolveDmQrKey(dataDir, {}),
};

describe('secrets kept in DATA_DIR', () => {
  for (const [fileName, load] of Object.entries(LOADERS)) {
    it(`refuses a short or empty ${fileName} file, naming it`, () => {
      const file = path.join(dataDir, fileName);
      for (const content of ['abc', '', '   \n']) {
        writeFileSync(file, content);
        expect(load).toThrow(StartupError);
        expect(load).toThrow(`El archivo ${file} tiene ${content.trim().length} caracteres`);
      }
    });

    it(`generates ${fileName} once, readable only by its owner, and reads it back`, () => {
      const first = load();
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dataDir, fileName);
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(load()).toBe(first);
    });
  }

  it('accepts a long enough file as written, without its surrounding spaces', () => {
    writeFileSync(path.join(dataDir, 'jwt-secret'), `  ${'k'.repeat(32)}\n`);
    expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe('k'.repeat(32));
  });

  it('holds the variable to the same rule and prefers it to the file', () => {
    expect(() => resolveAuditKey({ auditKey: 'corta', dataDir })).toThrow('AUDIT_KEY debe tener al menos 32 caracteres.');
    expect(() => resolveDmQrKey(dataDir, { DM_QR_KEY: 'corta' })).toThrow(StartupError);
    writeFileSync(path.join(dataDir, 'audit-key'), 'abc');
    expect(resolveAuditKey({ auditKey: 'v'.repeat(40), dataDir })).toBe('v'.repeat(40));
  });

  it('says what to do when the folder cannot be written', () => {
    const missing = path.join(dataDir, 'no-existe');
    expect(() => resolveSecret({ envName: 'JWT_SECRET', value: undefined, dataDir: missing, fileName: 'jwt-secret' })).toThrow(
      `No se puede crear ${path.join(missing, 'jwt-secret')}`,
    );
  });
});
