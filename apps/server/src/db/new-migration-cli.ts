import { fileURLToPath } from 'node:url';
import { addMigration } from './new-migration';

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('Uso: npm run db:new-migration <nombre-en-minúsculas-con-guiones>');
  process.exit(1);
}
try {
  const created = addMigration(fileURLToPath(new URL('./migrations', import.meta.url)), name);
  console.log(`Migración creada: apps/server/src/db/migrations/${created}.ts (listada en migrations/index.ts)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
