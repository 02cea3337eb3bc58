import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries from docs/ARCHITECTURE.md, enforced here rather than remembered.
// Type-only imports are allowed: row types crossing a boundary carry no behaviour.
const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ ...p, allowTypeImports: true })) },
  ],
});
const internal = (message) => ({ group: ['@manara/*'], message });
const dbAccess = {
  group: ['@manara/db', '@manara/db/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
  message: 'Only packages/db and the domain touch the database.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next*/**',
      '.data/**',
      '**/dist/**',
      '**/migrations/**',
      '**/*.d.ts',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  // Tests may peek at loosely typed JSON responses.
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['apps/web/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/**'],
    rules: restrict([
      {
        group: ['@manara/*', '!@manara/i18n', '!@manara/i18n/*'],
        message: 'The web reaches data only through GraphQL: it may import @manara/i18n only.',
      },
      dbAccess,
      // next-intl's client runtime stays out of the browser (decision 0026): translate through #intl.
      {
        group: ['next-intl'],
        importNames: [
          'useTranslations',
          'useLocale',
          'useFormatter',
          'useMessages',
          'useNow',
          'useTimeZone',
          'NextIntlClientProvider',
        ],
        message:
          "Import useTranslations and useLocale from '#intl' and provide messages with IntlProvider or PageMessages.",
      },
      { group: ['next-intl/navigation', 'use-intl', 'use-intl/*'], message: "Use '@/i18n/navigation' and '#intl'." },
    ]),
  },
  {
    files: ['packages/db/**', 'packages/i18n/**', 'e2e/**'],
    rules: restrict([internal('This package imports nothing internal.')]),
  },
  {
    files: ['packages/domain/**'],
    rules: restrict([
      {
        group: [
          '@manara/api',
          '@manara/web',
          'react',
          'next',
          'next/*',
          'graphql',
          'fastify',
          'mercurius',
          '@pothos/*',
        ],
        message: 'The domain knows no transport or UI.',
      },
      {
        group: ['../*/*', '!../*/index', '../../*'],
        message: 'Domain modules import each other through their index.ts only.',
      },
    ]),
  },
  {
    // Folders inside a domain module (commerce/invoices) reach the other modules one level further up.
    files: ['packages/domain/src/*/*/*.ts'],
    rules: restrict([
      {
        group: [
          '@manara/api',
          '@manara/web',
          'react',
          'next',
          'next/*',
          'graphql',
          'fastify',
          'mercurius',
          '@pothos/*',
        ],
        message: 'The domain knows no transport or UI.',
      },
      {
        group: ['../../*/*', '!../../*/index', '../../../*'],
        message: 'Domain modules import each other through their index.ts only.',
      },
    ]),
  },
  {
    files: ['apps/api/src/modules/**'],
    // Tests and their fixtures set up rows directly; resolvers may not.
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: restrict([
      { ...dbAccess, message: 'Resolvers stay thin: call a domain function; queries live in packages/db.' },
      { group: ['@manara/web', 'react', 'next'], message: 'The API does not import the web.' },
    ]),
  },
);
