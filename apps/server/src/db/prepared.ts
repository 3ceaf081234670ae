import type { Compilable, CompiledQuery, QueryResult, RawBuilder } from 'kysely';
import type { Tx } from './handle';

type Value = string | number | null;

/**
 * A Kysely query built and compiled once per database dialect, then run with new values.
 *
 * Kysely builds an immutable operation tree and compiles it to SQL on every call; for the joins
 * of the put-away scan that cost more than SQLite running them (CPU profile of
 * bench/receipts.bench.ts), and one SQLite connection serialises every request behind it. Here
 * `build` runs once with marker values in place of the arguments; each marker found in the
 * compiled parameters is replaced by the real argument on every run. Every argument must reach
 * the query as a bound value (not transformed, not in `sql.raw`), which the first run checks.
 */
export function prepared<A extends Value[], R>(build: (db: Tx, ...args: A) => Compilable<R> | RawBuilder<R>) {
  const compiledFor = new WeakMap<object, { compiled: CompiledQuery<R>; slots: Array<number | { value: unknown }> }>();
  return (db: Tx, ...args: A): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let entry = compiledFor.get(adapter);
    if (!entry) {
      const markers = args.map((_, i) => `\u0000argument ${i}\u0000`);
      const query = build(db, ...(markers as unknown as A));
      // A raw `sql` statement compiles against the database it will run on.
      const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
      const slots = compiled.parameters.map((parameter) => {
        const index = markers.indexOf(parameter as string);
        return index >= 0 ? index : { value: parameter };
      });
      markers.forEach((_, i) => {
        if (!slots.includes(i)) throw new Error(`prepared: el argumento ${i} no llega a la consulta como parámetro`);
      });
      entry = { compiled, slots };
      compiledFor.set(adapter, entry);
    }
    const { compiled, slots } = entry;
    return db.executeQuery<R>({
      ...compiled,
      parameters: slots.map((slot) => (typeof slot === 'number' ? args[slot] : slot.value)),
    });
  };
}

/** Rows an UPDATE changed, from a prepared statement's result. */
export function changed(result: QueryResult<unknown>): number {
  return Number(result.numAffectedRows ?? 0n);
}
