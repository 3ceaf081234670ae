import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/* `npm run db:new-migration <name>`: the next migration file from a template, listed in the index in order. */

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{4}$/;
const IMPORT_LINE = /^import \* as (\w+) from '\.\/([^']+)';$/;
const ENTRY_LINE = /^ {2}'([^']+)': (\w+),$/;

/** 'YYYY-MM-DDTHHMM' of an instant, UTC. */
export function migrationStamp(at: Date): string {
  return at.toISOString().slice(0, 16).replace(':', '');
}

/** The stamp one minute after `stamp`. */
function nextMinute(stamp: string): string {
  const at = new Date(`${stamp.slice(0, 13)}:${stamp.slice(13)}:00.000Z`);
  return migrationStamp(new Date(at.getTime() + 60_000));
}

/** camelCase of a kebab-case name, never starting with a digit. */
function identifierOf(name: string): string {
  const camel = name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return /^\d/.test(camel) ? `m${camel}` : camel;
}

/** A new migration: it fails until written, so a forgotten one cannot pass the migration tests. */
function template(name: string): string {
  const body = `  throw new Error('Migración ${name} sin escribir');`;
  return [
    "import type { Kysely } from 'kysely';",
    '',
    `// Frozen migration: ${name}. Say what it changes and why; once merged it never changes.`,
    'export async function up(_db: Kysely<any>): Promise<void> {',
    body,
    '}',
    '',
    'export async function down(_db: Kysely<any>): Promise<void> {',
    body,
    '}',
    '',
  ].join('\n');
}

/**
 * Creates `<stamp>-<name>.ts` in `dir` (the migrations folder) and lists it in `dir/index.ts`,
 * import and entry, after every migration already there: the stamp is `at`'s minute, or the
 * minute after the last listed migration when that one is not earlier. Returns the new name.
 */
export function addMigration(dir: string, name: string, at: Date = new Date()): string {
  if (!NAME.test(name)) throw new Error(`Nombre de migración inválido: "${name}" (minúsculas, dígitos y guiones)`);
  const indexFile = path.join(dir, 'index.ts');
  const lines = readFileSync(indexFile, 'utf8').split('\n');
  const imports = lines.flatMap((line, i) => {
    const m = IMPORT_LINE.exec(line);
    return m ? [{ i, identifier: m[1]!, name: m[2]! }] : [];
  });
  const entries = lines.flatMap((line, i) => (ENTRY_LINE.test(line) ? [i] : []));
  if (!imports.length || imports.length !== entries.length)
    throw new Error(`${indexFile}: no se reconoce la lista de migraciones`);
  const last = imports
    .map((m) => m.name)
    .sort()
    .at(-1)!;
  const lastStamp = last.slice(0, 15);
  if (!STAMP.test(lastStamp)) throw new Error(`${indexFile}: la migración "${last}" no empieza con una fecha`);
  let stamp = migrationStamp(at);
  if (stamp <= lastStamp) stamp = nextMinute(lastStamp);
  const fullName = `${stamp}-${name}`;
  const file = path.join(dir, `${fullName}.ts`);
  if (existsSync(file)) throw new Error(`La migración ya existe: ${file}`);

  const taken = new Set(imports.map((m) => m.identifier));
  let identifier = identifierOf(name);
  for (let n = 2; taken.has(identifier); n++) identifier = `${identifierOf(name)}${n}`;

  // Entry first (it is below the imports), so the import's index stays valid.
  lines.splice(entries.at(-1)! + 1, 0, `  '${fullName}': ${identifier},`);
  lines.splice(imports.at(-1)!.i + 1, 0, `import * as ${identifier} from './${fullName}';`);
  writeFileSync(file, template(name));
  writeFileSync(indexFile, lines.join('\n'));
  return fullName;
}
