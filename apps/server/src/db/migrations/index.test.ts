import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrations } from './index';

describe('migrations index', () => {
  it('lists the migrations in the order Kysely applies them (sorted names)', () => {
    const listed = Object.keys(migrations);
    expect(listed).toEqual([...listed].sort());
  });

  it('lists every migration file of this folder', () => {
    const files = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
      .filter((file) => /^\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(migrations).sort()).toEqual(files.sort());
  });
});
