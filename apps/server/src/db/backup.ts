import BetterSqlite3 from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/*
 * Backup and restore of the database, never of the secrets: the audit key, the JWT secret and the
 * QR key live in the environment or in DATA_DIR's own files, so a stolen backup cannot be
 * re-sealed and a restored one verifies only with the key that sealed it (ledger.md, Audit chain).
 * SQLite: the online backup API, consistent while the server writes. PostgreSQL: pg_dump in its
 * custom format and pg_restore, from PATH or the newest /usr/lib/postgresql/<version>/bin.
 */

/** A consistent copy of a live SQLite database into `file` (which must not exist yet). */
export async function backupSqlite(sqliteFile: string, file: string): Promise<void> {
  if (existsSync(file)) throw new Error(`Ya existe ${file}: elija otro nombre para la copia.`);
  const source = new BetterSqlite3(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
}

/**
 * Replaces the SQLite database with a backup (the server must be stopped). The copy is written
 * beside the target and renamed over it, the target's WAL files are removed so they cannot be
 * replayed over the restored data, and the file it replaces is kept as `<name>.antes-de-restaurar-<fecha>`.
 * Answers the name of that kept file, if there was one.
 */
export async function restoreSqlite(file: string, sqliteFile: string, stamp: string): Promise<string | undefined> {
  const backup = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  const staging = `${sqliteFile}.restaurando`;
  rmSync(staging, { force: true });
  try {
    const check = backup.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} no es una base de datos íntegra (${String(check)}).`);
    await backup.backup(staging);
  } finally {
    backup.close();
  }
  let kept: string | undefined;
  if (existsSync(sqliteFile)) {
    // Folds the current file's WAL into it, so the kept copy is whole on its own.
    const current = new BetterSqlite3(sqliteFile);
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    kept = `${sqliteFile}.antes-de-restaurar-${stamp}`;
    renameSync(sqliteFile, kept);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
  renameSync(staging, sqliteFile);
  return kept;
}

/** pg_dump / pg_restore: on PATH, else the newest PostgreSQL's bin folder. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = spawnSync(name, ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0) throw new Error(`No se encontró ${name}: instale el cliente de PostgreSQL (postgresql-client).`);
  return path.join(root, versions[versions.length - 1]!, 'bin', name);
}

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(tool)} falló: ${(result.stderr || result.error?.message || '').trim()}`);
  }
}

/** pg_dump of the database (one schema when given) in the custom format, into `file`. */
export function backupPostgres(databaseUrl: string, file: string, options: { schema?: string } = {}): void {
  if (existsSync(file)) throw new Error(`Ya existe ${file}: elija otro nombre para la copia.`);
  run(postgresTool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--file',
    file,
    ...(options.schema ? ['--schema', options.schema] : []),
    databaseUrl,
  ]);
}

/** pg_restore of a pg_dump file into the database: what the dump holds is dropped first and recreated. */
export function restorePostgres(file: string, databaseUrl: string): void {
  if (!existsSync(file)) throw new Error(`No existe ${file}.`);
  run(postgresTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--dbname',
    databaseUrl,
    file,
  ]);
}
