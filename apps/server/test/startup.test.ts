import { spawn } from 'node:child_process';
import BetterSqlite3 from 'better-sqlite3';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STARTUP_REFUSED_EXIT_CODE } from '../src/lib/startup-error';
import { builtServerEntry } from './built-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the real server process (the compiled bundle, as production runs it) and waits for it to exit (a refused start) or to listen, which
 * it then is stopped from; `uid` runs it as another user, so a folder the test makes read-only
 * is read-only for the server even when the tests run as root.
 */
function startServer(env: Record<string, string>, uid?: number): Promise<Run & { listened: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtServerEntry()], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
      ...(uid === undefined ? {} : { uid, gid: uid }),
    });
    let stdout = '';
    let stderr = '';
    let listened = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
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
  expect(run.code).toBe(STARTUP_REFUSED_EXIT_CODE);
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(message)]);
  expect(run.stderr).toMatch(/^No se puede iniciar el servidor: /);
  expect(run.stderr + run.stdout).not.toMatch(/\n\s+at /);
}

/** Root writes through any permission: a read-only folder is only read-only for another user. */
const asOther = process.getuid?.() === 0 ? 65534 : undefined;

// Each start takes a second or two, more on a busy machine. The server here always opens SQLite in
// its DATA_DIR (DATABASE_URL is never passed), so the PostgreSQL run of the API tests skips it.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('server start-up', { timeout: 120_000 }, () => {
  it('refuses a secret file shorter than 32 characters, or empty, naming it', async () => {
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'abc');
    expectRefusal(await startServer({ DATA_DIR: dataDir }), `El archivo ${path.join(dataDir, 'jwt-secret')} tiene 3 caracteres`);
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'j'.repeat(40));
    writeFileSync(path.join(dataDir, 'audit-key'), '');
    expectRefusal(await startServer({ DATA_DIR: dataDir }), `El archivo ${path.join(dataDir, 'audit-key')} tiene 0 caracteres`);
  });

  it('refuses a read-only data folder, saying what to fix', async () => {
    chmodSync(dataDir, 0o555);
    const run = await startServer({ DATA_DIR: dataDir }, asOther);
    expectRefusal(run, `No se puede escribir en la carpeta de datos ${dataDir} (EACCES): dé permiso de escritura`);
  });

  it('refuses a read-only database file', async () => {
    const file = path.join(dataDir, 'bodega.sqlite');
    const database = new BetterSqlite3(file);
    database.exec('create table t (a integer)');
    database.close();
    chmodSync(file, 0o444);
    chmodSync(dataDir, 0o777);
    const run = await startServer(
      { DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40), AUDIT_KEY: 'a'.repeat(40), DM_QR_KEY: 'q'.repeat(40) },
      asOther,
    );
    expectRefusal(run, `No se puede escribir en la base de datos ${file} (EACCES)`);
  });

  it('refuses a data folder that is a file, or under /proc', async () => {
    const file = path.join(dataDir, 'no-es-carpeta');
    writeFileSync(file, 'x');
    expectRefusal(await startServer({ DATA_DIR: file }), `DATA_DIR apunta a ${file}, que es un archivo y no una carpeta`);
    expectRefusal(await startServer({ DATA_DIR: '/proc/bodega' }), 'La carpeta de datos /proc/bodega está dentro de /proc');
  });

  it('refuses a corrupt database and an empty one instead of seeding it', async () => {
    const file = path.join(dataDir, 'bodega.sqlite');
    writeFileSync(file, 'esto no es una base de datos, es texto cualquiera que ocupa más que una cabecera');
    expectRefusal(await startServer({ DATA_DIR: dataDir }), `El archivo ${file} no es una base de datos SQLite o está dañado`);
    writeFileSync(file, '');
    const empty = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    expectRefusal(empty, `La base de datos ${file} está vacía (0 bytes): restaure una copia de seguridad`);
  });

  it('npm run serve refuses to start without a build, in one JSON line', async () => {
    const run = await new Promise<Run>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(serverDir, '../../scripts/serve.mjs')], {
        env: { PATH: process.env.PATH, WEB_DIST: path.join(dataDir, 'sin-compilar'), DATA_DIR: dataDir },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
    expect(run.code).toBe(STARTUP_REFUSED_EXIT_CODE);
    const line = JSON.parse(run.stderr.trim()) as { level: number; msg: string };
    expect(line.level).toBe(60);
    expect(line.msg).toMatch(
      /^No se puede iniciar el servidor: falta (el servidor compilado|la aplicación web compilada) \(.+\); ejecute npm run build antes de iniciarlo\.$/,
    );
  });

  it('starts on a fresh folder, creating it', async () => {
    const run = await startServer({ DATA_DIR: path.join(dataDir, 'nueva', 'carpeta') });
    expect(run.listened, run.stderr).toBe(true);
  });
});
