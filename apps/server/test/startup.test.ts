import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the real server process and waits for it to exit (a refused start) or to listen, which
 * it then is stopped from; `uid` runs it as another user, so a folder the test makes read-only
 * is read-only for the server even when the tests run as root.
 */
function startServer(env: Record<string, string>, uid?: number): Promise<Run & { listened: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
      ...(uid === undefined ? {} : { uid, gid: uid }),
    });
    let stdout = '';
    let stderr = '';
    let listened = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!listened && stdout.includes('Server listening')) {
        listened = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, listened });
    });
  });
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bodega-start-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** One Spanish line naming the problem, and no stack trace. */
function expectRefusal(run: Run, message: string): void {
  expect(run.code).toBe(1);
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(message)]);
  expect(run.stderr).toMatch(/^No se puede iniciar el servidor: /);
  expect(run.stderr + run.stdout).not.toMatch(/\n\s+at /);
}

describe('server start-up', () => {
  it('refuses a secret file shorter than 32 characters, naming it', async () => {
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'abc');
    const run = await startServer({ DATA_DIR: dataDir });
    expectRefusal(run, `El archivo ${path.join(dataDir, 'jwt-secret')} tiene 3 caracteres`);
  });
});
