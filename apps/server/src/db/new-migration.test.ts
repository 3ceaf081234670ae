import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMigration, migrationStamp } from './new-migration';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'new-migration-'));
  copyFileSync(path.join(migrationsDir, 'index.ts'), path.join(dir, 'index.ts'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const listed = () => {
  const index = readFileSync(path.join(dir, 'index.ts'), 'utf8');
  return {
    imports: [...index.matchAll(/^import \* as (\w+) from '\.\/([^']+)';$/gm)].map((m) => [m[1], m[2]]),
    entries: [...index.matchAll(/^ {2}'([^']+)': (\w+),$/gm)].map((m) => [m[2], m[1]]),
  };
};

describe('db:new-migration', () => {
  it('creates the next migration from the template and lists it last, import and entry', () => {
    const before = listed();
    const name = addMigration(dir, 'stock-notes', new Date('2030-01-02T03:04:59Z'));
    expect(name).toBe('2030-01-02T0304-stock-notes');
    expect(readdirSync(dir).sort()).toEqual(['2030-01-02T0304-stock-notes.ts', 'index.ts']);
    const after = listed();
    expect(after.imports).toEqual([...before.imports, ['stockNotes', name]]);
    expect(after.entries).toEqual([...before.entries, ['stockNotes', name]]);
    const file = readFileSync(path.join(dir, `${name}.ts`), 'utf8');
    expect(file).toContain('export async function up(_db: Kysely<any>)');
    expect(file).toContain('export async function down(_db: Kysely<any>)');
    expect(file).toContain("throw new Error('Migración stock-notes sin escribir')");
  });

  it('dates a migration after the last one listed when the clock is not later, and keeps identifiers unique', () => {
    const last = listed().entries.at(-1)![1]!;
    const first = addMigration(dir, 'picking', new Date('2000-01-01T00:00:00Z'));
    const lastAt = new Date(`${last.slice(0, 13)}:${last.slice(13, 15)}:00Z`);
    expect(first).toBe(`${migrationStamp(new Date(lastAt.getTime() + 60_000))}-picking`);
    const second = addMigration(dir, 'picking', new Date('2000-01-01T00:00:00Z'));
    expect(second > first).toBe(true);
    const added = listed().entries.slice(-2);
    expect(added.map(([identifier]) => identifier)).toEqual(['picking2', 'picking3']);
    const names = listed().entries.map(([, n]) => n);
    expect(names).toEqual([...names].sort());
  });

  it('refuses a name that is not kebab-case, writing nothing', () => {
    const index = readFileSync(path.join(dir, 'index.ts'), 'utf8');
    for (const bad of ['Stock', 'stock_notes', '-stock', 'stock--notes', '']) {
      expect(() => addMigration(dir, bad)).toThrow('Nombre de migración inválido');
    }
    expect(readdirSync(dir)).toEqual(['index.ts']);
    expect(readFileSync(path.join(dir, 'index.ts'), 'utf8')).toBe(index);
  });
});
