import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** One broken invariant: which rule, what is wrong in Spanish, and the ids of the rows involved. */
export interface Violation {
  invariant: string;
  message: string;
  ids: Record<string, number | string>;
}

/** A group of invariants: reads the database and answers every violation it finds. */
export type InvariantCheck = (db: Kysely<Database>) => Promise<Violation[]>;

/** A count or sum as a number (PostgreSQL answers bigint sums as numeric, SQLite as integers). */
export const num = (value: unknown): number => Number(value ?? 0);
