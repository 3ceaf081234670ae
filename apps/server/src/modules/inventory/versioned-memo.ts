import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Remembers aggregate answers (the list's footer totals, the stat cards) for as long as the
 * database has not changed, so the inventory screen's 5-second refresh and paging do not rescan
 * 50 000 products for the same sums.
 *
 * Every use is validated against the database first, so an answer is never stale and instances
 * never have to agree with each other. Only SQLite has a cheap exact version: one process owns the
 * file, `total_changes()` moves with every row this connection writes and `data_version` with
 * every commit by another connection. PostgreSQL has no such number without a contended counter
 * row, so there the memo is off and the aggregates run every time.
 *
 * The version is read before the aggregate: a write in between leaves a newer answer under an
 * older version, which is only ever a miss, never a stale hit. Requests that miss on the same key
 * and version while the answer is being computed wait for that one computation.
 */
export interface VersionedMemo {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

const MAX_ENTRIES = 500;

export function createVersionedMemo(db: Kysely<Database>, enabled: boolean): VersionedMemo {
  const entries = new Map<string, { version: string; value: Promise<unknown> }>();
  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (!enabled) return compute();
      const { rows } = await sql<{
        c: number;
        d: number;
      }>`select total_changes() as c, (select data_version from pragma_data_version()) as d`.execute(db);
      const version = `${rows[0]!.c}:${rows[0]!.d}`;
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        // Re-insert so the map keeps the most recently used entries last.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = compute();
      const entry = { version, value: value as Promise<unknown> };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      // A failed computation is not remembered.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}
