import type { ChainVerificationReport, ChainVerificationRun, ChainVerificationTrigger } from '@bodega/domain';
import type { Selectable } from 'kysely';
import type { Tx } from '../../db/handle';
import type { ChainVerificationsTable } from '../../db/schema';

type RunRow = Selectable<ChainVerificationsTable> & { requested_by_name: string | null };

const runColumns = [
  'v.id',
  'v.status',
  'v.trigger',
  'v.requested_by',
  'v.started_at',
  'v.finished_at',
  'v.heartbeat_at',
  'v.checked',
  'v.chain_length',
  'v.valid',
  'v.result',
  'v.error',
] as const;

const runs = (db: Tx) =>
  db
    .selectFrom('chain_verifications as v')
    .leftJoin('users as u', 'u.id', 'v.requested_by')
    .select([...runColumns, 'u.username as requested_by_name']);

export function runOf(row: RunRow): ChainVerificationRun {
  return {
    id: Number(row.id),
    status: row.status,
    trigger: row.trigger,
    requested_by: row.requested_by_name,
    started_at: row.started_at,
    finished_at: row.finished_at,
    checked: Number(row.checked),
    chain_length: Number(row.chain_length),
    error: row.error,
  };
}

export function resultOf(row: RunRow): ChainVerificationReport | null {
  return row.result ? (JSON.parse(row.result) as ChainVerificationReport) : null;
}

/** The running verification's row, written first; a unique violation when another one runs (chain_verifications_one_running). */
export async function insertRunning(
  db: Tx,
  run: { trigger: ChainVerificationTrigger; requestedBy: number | null; at: string; chainLength: number },
): Promise<number> {
  const row = await db
    .insertInto('chain_verifications')
    .values({
      status: 'en_curso',
      trigger: run.trigger,
      requested_by: run.requestedBy,
      started_at: run.at,
      heartbeat_at: run.at,
      checked: 0,
      chain_length: run.chainLength,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function recordProgress(db: Tx, id: number, checked: number, at: string): Promise<void> {
  await db
    .updateTable('chain_verifications')
    .set({ checked, heartbeat_at: at })
    .where('id', '=', id)
    .where('status', '=', 'en_curso')
    .execute();
}

export async function recordEnd(
  db: Tx,
  id: number,
  end: {
    status: 'completa' | 'interrumpida' | 'fallida';
    at: string;
    checked: number;
    result?: ChainVerificationReport;
    error?: string;
  },
): Promise<void> {
  await db
    .updateTable('chain_verifications')
    .set({
      status: end.status,
      finished_at: end.at,
      heartbeat_at: end.at,
      checked: end.checked,
      valid: end.result ? (end.result.valid ? 1 : 0) : null,
      result: end.result ? JSON.stringify(end.result) : null,
      error: end.error ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** Running rows whose heartbeat stopped before `before`: their instance died mid-walk. */
export async function interruptAbandoned(db: Tx, before: string, at: string): Promise<number> {
  const result = await db
    .updateTable('chain_verifications')
    .set({
      status: 'interrumpida',
      finished_at: at,
      error: 'la instancia del servidor que la ejecutaba se detuvo antes de terminar',
    })
    .where('status', '=', 'en_curso')
    .where('heartbeat_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function runningRun(db: Tx): Promise<RunRow | undefined> {
  return runs(db).where('v.status', '=', 'en_curso').executeTakeFirst();
}

/** The last verification that walked to its end (its result valid or not). */
export async function lastCompleteRun(db: Tx): Promise<RunRow | undefined> {
  return runs(db)
    .where('v.status', '=', 'completa')
    .where('v.result', 'is not', null)
    .orderBy('v.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function runById(db: Tx, id: number): Promise<RunRow | undefined> {
  return runs(db).where('v.id', '=', id).executeTakeFirst();
}

/**
 * When the last verification that runs or walked to its end started, whatever started it: one
 * after the nightly hour (the first start's, an admin's) stands for that night's; one cut short
 * does not.
 */
export async function lastVerificationStart(db: Tx): Promise<string | undefined> {
  const row = await db
    .selectFrom('chain_verifications')
    .select('started_at')
    .where('status', 'in', ['en_curso', 'completa'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.started_at;
}

/** Whether any verification ever finished or runs: a first start runs one when none has. */
export async function anyRun(db: Tx): Promise<boolean> {
  const row = await db.selectFrom('chain_verifications').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The chain's length now (sealed events). */
export async function sealedLength(db: Tx): Promise<number> {
  const row = await db.selectFrom('event_chain_state').select('last_seq').where('id', '=', 1).executeTakeFirst();
  return Number(row?.last_seq ?? 0);
}
