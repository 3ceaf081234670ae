import { type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './create-db';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks its own tables up across schemas; name ours so parallel test schemas never mix.
  // Migrations are independent of each other's order (each creates or changes its own objects),
  // so one written in parallel work may sort before one a database already applied.
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    allowUnorderedMigrations: true,
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrations this build has that the database has not applied (empty when it is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    allowUnorderedMigrations: true,
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
