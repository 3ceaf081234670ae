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
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
