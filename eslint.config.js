import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'e2e/.data/**',
      'e2e/.data-*/**',
      'e2e/.web-*/**',
      '**/test-results*/**',
      'bench/.data/**',
      'screenshots/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/domain/src/gs1/application-identifiers.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
    },
  },
  {
    // Frozen migrations work on an untyped Kysely<any> by design (they must not import app types).
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Query strings and bodies are parsed strictly (docs/server.md, 'Ids and numbers'): z.coerce
    // reads '0x2', '1e1', ' 2' and '+2' as numbers.
    files: ['apps/server/**/*.ts', 'packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'z',
          property: 'coerce',
          message: 'Use the canonical parsers (wholeQuery, pageQuery, perPageQuery, idParam, optionalIdParam), never z.coerce.',
        },
      ],
    },
  },
  // Boundaries (docs/server.md, 'Modules'; docs/architecture.md): a server module reaches another
  // module only through its index.ts; a web feature never imports another feature (pages compose
  // features; a piece two features need lives in components/ or lib/). Relative imports climb to
  // modules/ or features/ in as many steps as the file is deep, so each depth has its pattern.
  ...boundaries('apps/server/src/modules', [
    'Un módulo del servidor usa otro solo a través de su index.ts (importa "../<módulo>", no sus archivos).',
  ]),
  ...boundaries('apps/web/src/features', ['Una funcionalidad web no importa otra: lo compartido va en components/ o lib/.']),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);

/**
 * One config per depth below `root`/<name>/: an import that climbs back to `root` and names
 * another folder there is refused (the server: any file past the module's folder, so its
 * index.ts stays reachable; the web: anything of another feature).
 */
function boundaries(root, [message]) {
  const server = root.startsWith('apps/server');
  return [0, 1, 2, 3].map((depth) => {
    const up = '\\.\\./'.repeat(depth + 1);
    const below = '/*'.repeat(depth);
    return {
      files: [`${root}/*${below}/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex: server ? `^${up}[^./][^/]*/` : `^${up}[^./]`, message }] }],
      },
    };
  });
}
