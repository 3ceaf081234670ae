import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';

/** Shortest secret accepted, from the environment or from its file. */
export const MIN_SECRET_LENGTH = 32;

/** What a secret's file must hold, and how to fix it, in the words the operator reads. */
function tooShortFile(file: string, length: number): StartupError {
  return new StartupError(
    `El archivo ${file} tiene ${length} caracteres y un secreto necesita al menos ${MIN_SECRET_LENGTH}: ` +
      `escriba en él uno más largo (por ejemplo, la salida de "openssl rand -hex 32") o bórrelo para que el servidor genere uno.`,
  );
}

function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw new StartupError(
      code === 'EACCES'
        ? `No se puede leer ${file}: dé permiso de lectura al usuario que ejecuta el servidor.`
        : `No se puede leer ${file} (${code ?? 'error'}): revise que sea un archivo de texto legible.`,
    );
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) throw tooShortFile(file, secret.length);
  return secret;
}

/**
 * A secret of the server (token signing, audit chain, QR signatures): the environment variable
 * when set, otherwise the file `fileName` in DATA_DIR, generated once so it survives restarts.
 * Either source is held to the same rule, since a short file is as guessable as a short variable.
 * The file is created exclusively, so two instances starting at once on one data folder end up
 * with the same secret: the one that loses the race reads the winner's.
 */
export function resolveSecret(source: { envName: string; value: string | undefined; dataDir: string; fileName: string }): string {
  if (source.value !== undefined && source.value !== '') {
    if (source.value.length < MIN_SECRET_LENGTH) {
      throw new StartupError(`${source.envName} debe tener al menos ${MIN_SECRET_LENGTH} caracteres.`);
    }
    return source.value;
  }
  const file = path.join(source.dataDir, source.fileName);
  const existing = readSecretFile(file);
  if (existing !== undefined) return existing;
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return readSecretFile(file) ?? secret;
    throw new StartupError(
      `No se puede crear ${file} (${code ?? 'error'}): dé permiso de escritura en ${source.dataDir} o defina ${source.envName}.`,
    );
  }
  return secret;
}
