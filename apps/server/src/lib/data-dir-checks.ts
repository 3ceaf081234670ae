import { accessSync, closeSync, constants, mkdirSync, openSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';

/** Kernel file systems: a folder there is no place for data, and writing to it can hang. */
const KERNEL_FOLDERS = ['/proc', '/sys', '/dev'];

function code(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

/**
 * The data folder exists, is a folder and takes a write, or the server refuses to start: a
 * server that starts on a folder it cannot write answers 'ok' to health checks and 500 to every
 * login. The write is a real one (a probe file), since permissions alone do not tell a read-only
 * mount.
 */
export function checkDataDir(dataDir: string): void {
  const kernel = KERNEL_FOLDERS.find((root) => dataDir === root || dataDir.startsWith(`${root}/`));
  if (kernel) {
    throw new StartupError(
      `La carpeta de datos ${dataDir} está dentro de ${kernel}, que no guarda archivos: elija una carpeta en disco con DATA_DIR.`,
    );
  }
  let isFolder = false;
  try {
    isFolder = statSync(dataDir).isDirectory();
    if (!isFolder) {
      throw new StartupError(
        `DATA_DIR apunta a ${dataDir}, que es un archivo y no una carpeta: muévalo o bórrelo, o elija otra carpeta con DATA_DIR.`,
      );
    }
  } catch (error) {
    if (error instanceof StartupError) throw error;
    if (code(error) !== 'ENOENT') {
      throw new StartupError(`No se puede leer la carpeta de datos ${dataDir} (${code(error)}): revise sus permisos.`);
    }
  }
  if (!isFolder) {
    try {
      mkdirSync(dataDir, { recursive: true });
    } catch (error) {
      throw new StartupError(
        `No se puede crear la carpeta de datos ${dataDir} (${code(error)}): créela con permiso de escritura para el usuario del servidor, o elija otra con DATA_DIR.`,
      );
    }
  }
  const probe = path.join(dataDir, `.prueba-escritura-${process.pid}`);
  try {
    writeFileSync(probe, 'ok', { flag: 'wx' });
    rmSync(probe, { force: true });
  } catch (error) {
    throw new StartupError(
      `No se puede escribir en la carpeta de datos ${dataDir} (${code(error)}): dé permiso de escritura al usuario que ejecuta el servidor, o elija otra carpeta con DATA_DIR.`,
    );
  }
}

const SQLITE_HEADER = 'SQLite format 3\u0000';

/**
 * The SQLite file, when there is one, is a writable SQLite database. An empty file is refused
 * rather than taken for a new database: it is usually a backup restored wrong or a disk that
 * filled up, and seeding demo data into it would hide that.
 */
export function checkSqliteFile(file: string): void {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (error) {
    if (code(error) === 'ENOENT') return;
    throw new StartupError(`No se puede leer la base de datos ${file} (${code(error)}): revise sus permisos.`);
  }
  if (size === 0) {
    throw new StartupError(
      `La base de datos ${file} está vacía (0 bytes): restaure una copia de seguridad, o bórrela para que el servidor cree una base nueva.`,
    );
  }
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new StartupError(
      `No se puede escribir en la base de datos ${file} (${code(error)}): dé permiso de lectura y escritura al usuario que ejecuta el servidor.`,
    );
  }
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) throw corruptDatabase(file);
}

export function corruptDatabase(file: string): StartupError {
  return new StartupError(
    `El archivo ${file} no es una base de datos SQLite o está dañado: restaure una copia de seguridad, o bórrelo para empezar con una base nueva.`,
  );
}

/** SQLite's answers that mean the file, not the server, is at fault. */
export function sqliteFileError(file: string, error: unknown): StartupError | undefined {
  const sqliteCode = code(error);
  if (sqliteCode === 'SQLITE_NOTADB' || sqliteCode === 'SQLITE_CORRUPT') return corruptDatabase(file);
  if (sqliteCode.startsWith('SQLITE_READONLY') || sqliteCode.startsWith('SQLITE_CANTOPEN')) {
    return new StartupError(
      `No se puede escribir en la base de datos ${file} (${sqliteCode}): dé permiso de escritura sobre ella y su carpeta al usuario que ejecuta el servidor.`,
    );
  }
  return undefined;
}
