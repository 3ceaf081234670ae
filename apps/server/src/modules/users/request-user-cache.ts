import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserForRequest, type RequestUserRow } from './users.repository';

/** How long a cached user row may serve requests without any change being announced. */
export const REQUEST_USER_TTL_MS = 30_000;

/**
 * The user row every authenticated request checks (role, token_version, revoked token ids, still
 * present), kept in memory so a request does not read the `users` table. Correct only because every change drops
 * the entry before it can be served again:
 *  - this process drops it after its own writes commit (manage-users, password reset, logout);
 *  - on PostgreSQL a trigger announces every change of `users` and every logout (any instance, any client) with
 *    NOTIFY, and the listener drops the entry; while the listener is not connected the cache is
 *    switched off, so a lost notification can never leave a stale row in use;
 *  - an entry expires after REQUEST_USER_TTL_MS in any case.
 * A read that started before an invalidation is not stored (generation check), so a row read
 * just before a change cannot outlive the change.
 */
export class RequestUserCache {
  readonly #entries = new Map<number, { row: RequestUserRow; expiresAt: number }>();
  readonly #load: (id: number) => Promise<RequestUserRow | undefined>;
  readonly #ttlMs: number;
  #generation = 0;
  #enabled: boolean;

  constructor(load: (id: number) => Promise<RequestUserRow | undefined>, options: { ttlMs?: number; enabled?: boolean } = {}) {
    this.#load = load;
    this.#ttlMs = options.ttlMs ?? REQUEST_USER_TTL_MS;
    this.#enabled = options.enabled ?? true;
  }

  /** The cached row, or undefined when it must be read (synchronous: the hot path of every request). */
  peek(id: number, now = Date.now()): RequestUserRow | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.row;
  }

  async get(id: number): Promise<RequestUserRow | undefined> {
    const cached = this.peek(id);
    if (cached) return cached;
    const generation = this.#generation;
    const row = await this.#load(id);
    if (row && this.#enabled && generation === this.#generation) {
      this.#entries.set(id, { row, expiresAt: Date.now() + this.#ttlMs });
    }
    return row;
  }

  /** Drops one user's row, or every row when no id is given. */
  invalidate(id?: number): void {
    this.#generation++;
    if (id === undefined) this.#entries.clear();
    else this.#entries.delete(id);
  }

  /** Off: every request reads the table (used while change notifications cannot be received). */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.invalidate();
  }

  get size(): number {
    return this.#entries.size;
  }
}

const caches = new WeakMap<Kysely<Database>, RequestUserCache>();

/**
 * The cache of one database: shared by every app and service on the same Kysely instance, so a
 * write through one invalidates what another serves.
 */
export function requestUserCache(db: Kysely<Database>): RequestUserCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RequestUserCache((id) => findUserForRequest(db, id));
    caches.set(db, cache);
  }
  return cache;
}
