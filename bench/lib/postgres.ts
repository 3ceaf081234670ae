// A throwaway PostgreSQL cluster for a bench: its own folder in /tmp, 127.0.0.1 and a free port,
// stopped and deleted by stop(). Run as the postgres user when the bench runs as root (PostgreSQL
// refuses root), as scripts/with-postgres.sh does.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes';

/** The newest /usr/lib/postgresql/<version>/bin with initdb, or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1]!, 'bin') : null;
}

export interface ThrowawayPostgres {
  /** postgres://… of its database `bodega`. */
  url: string;
  port: number;
  dataDir: string;
  /** Runs one of PostgreSQL's programs (createdb, pgbench…) as the cluster's user; its output. */
  exec(command: string, args: string[]): string;
  /** The postmaster's process id (for CPU accounting). */
  postmasterPid(): number;
  stop(): Promise<void>;
}

/** Starts the cluster (fsync off: a bench measures the code, not the disk); undefined without PostgreSQL. */
export async function throwawayPostgres(): Promise<ThrowawayPostgres | undefined> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPg.length && spawnSync('id', ['postgres']).status !== 0)
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
  const exec = (command: string, args: string[]) => {
    const full = [...asPg, path.join(bin, command), ...args];
    return execFileSync(full[0]!, full.slice(1), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const workdir = mkdtempSync(path.join(os.tmpdir(), 'bodega-bench-pg-'));
  if (asPg.length) execFileSync('chown', ['postgres', workdir]);
  const port = await freePort();
  const dataDir = path.join(workdir, 'data');
  exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  exec('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(workdir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${workdir} -c fsync=off -c max_connections=200 -c shared_buffers=256MB`,
    'start',
  ]);
  exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'bodega']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bodega`,
    port,
    dataDir,
    exec,
    postmasterPid: () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async stop() {
      try {
        exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      } finally {
        rmSync(workdir, { recursive: true, force: true });
      }
    },
  };
}
