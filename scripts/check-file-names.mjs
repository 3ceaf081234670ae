// File and folder names are kebab-case (docs/server.md, 'File names'): lower-case words and digits
// joined by '-', with '.'-separated suffixes (`pick-item.test.ts`, `location-labels.zpl.ts`).
// Exceptions: README.md, and the migrations, named `<YYYY-MM-DDTHHMM>-<kebab-name>.ts` so they
// sort in the order they apply. Run by `npm run lint` over the tracked and new files.
import { execFileSync } from 'node:child_process';

const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const MIGRATION = /^apps\/server\/src\/db\/migrations\/\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.ts$/;
const ALLOWED = new Set(['README.md']);

/** The parts of `paths` (repository-relative, '/'-separated) whose name is not kebab-case. */
export function badNames(paths) {
  const bad = new Set();
  for (const file of paths) {
    if (MIGRATION.test(file)) continue;
    const parts = file.split('/');
    parts.forEach((part, i) => {
      if (!KEBAB.test(part) && !ALLOWED.has(part)) bad.add(parts.slice(0, i + 1).join('/'));
    });
  }
  return [...bad].sort();
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...ROOTS], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const bad = badNames(files);
if (bad.length) {
  console.error(
    `Nombres de archivo que no están en kebab-case (minúsculas, dígitos y guiones):\n${bad.map((b) => `  ${b}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Nombres de archivo en kebab-case: ${files.length} revisados.`);
