import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The database handle a query runs on: the database itself (autocommit) or a transaction, since
 * Kysely's `Transaction` is a `Kysely`. A function that must run inside a transaction takes
 * `Transaction<Database>` instead.
 */
export type Tx = Kysely<Database>;
