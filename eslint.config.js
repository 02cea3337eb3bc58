import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

// Import boundaries from docs/ARCHITECTURE.md, enforced here rather than remembered.
// Type-only imports are allowed: row types crossing a boundary carry no behaviour.
const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ allowTypeImports: true, ...p })) },
  ],
});
const internal = (message) => ({ group: ['@manara/*'], message });
const dbAccess = {
  group: ['@manara/db', '@manara/db/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
  message: 'Only packages/db and the domain touch the database.',
};

// Layers inside the web app (docs/ARCHITECTURE.md, "Web"): app → features → shared (and i18n below
// all). Features may use features listed before them here and no others, so the features form no
// cycle; a new feature takes its place in this order.
const webFeatureOrder = [
  'auth',
  'analytics',
  'files',
  'push',
  'notifications',
  'search',
  'catalogue',
  'community',
  'content',
  'cart',
  'orders',
  'program',
  'certificates',
  'learning',
  'lecturers',
  'blogs',
  'account',
  'lecturer-registration',
  'shell',
  // The studio (decision 0028) comes last: no learner feature may use it.
  'studio',
  'studio-editor',
  'studio-programs',
  'studio-orders',
  'studio-applications',
  'studio-coupons',
  'studio-moderation',
  'studio-users',
  'studio-earnings',
  'studio-analytics',
  'studio-categories',
  'studio-profiles',
  'studio-content',
];
const web = (folder) => `./apps/web/src/${folder}`;
const webLayerZones = [
  { target: web('i18n'), from: [web('shared'), web('features'), web('app')], message: 'i18n is the bottom layer.' },
  { target: web('shared'), from: [web('features'), web('app')], message: 'shared/ imports only shared/ and i18n/.' },
  { target: web('features'), from: web('app'), message: 'Features never import routes (app/).' },
  {
    // Studio code and its libraries load only under /studio (decision 0028).
    target: ['(main)', '(lesson)', '(program)', '(quiz)', 'auth']
      .map((p) => web(`app/*/${p}/**`))
      .concat(web('app/*/layout.tsx')),
    from: webFeatureOrder
      .filter((feature) => feature.startsWith('studio'))
      .map((feature) => web(`features/${feature}`)),
    message: 'Learner routes never import the studio (decision 0028).',
  },
  ...webFeatureOrder.slice(0, -1).map((feature, index) => ({
    target: web(`features/${feature}`),
    from: webFeatureOrder.slice(index + 1).map((later) => web(`features/${later}`)),
    message: `features/${feature} may use only the features before it in eslint.config.js's webFeatureOrder.`,
  })),
];

// Layers inside the API (docs/ARCHITECTURE.md): modules (resolvers) and http (routes) sit on the
// domain; adapters implement the domain's ports; lib holds what both need (signing, media keys).
// server.ts, deps.ts and run-api.ts wire them together.
const api = (folder) => `./apps/api/src/${folder}`;
const apiLayerZones = [
  {
    target: api('modules'),
    from: [api('http'), api('adapters'), api('lib')],
    message: 'Resolvers call the domain; links and files come through its ports.',
  },
  {
    target: api('http'),
    from: [api('modules'), api('adapters')],
    message: 'Routes use the domain and lib/, never adapters or resolvers.',
  },
  {
    target: api('adapters'),
    from: [api('modules'), api('http'), api('security')],
    message: 'Adapters implement ports with lib/ and their own code.',
  },
  {
    target: api('lib'),
    from: [api('modules'), api('http'), api('adapters'), api('security')],
    message: 'lib/ imports nothing of the API.',
  },
  {
    target: api('security'),
    from: [api('modules'), api('adapters')],
    message: 'Security hooks use lib/ and http/ only.',
  },
];
// Tools around the apps reach them through their packages' entry points, never by relative path.
const toolBoundaries = (folder, allowed) => ({
  group: [
    '../apps/*',
    '../../apps/*',
    '../../../apps/*',
    '../packages/*',
    '../../packages/*',
    ...['bench', 'e2e', 'reliability'].filter((f) => f !== folder).flatMap((f) => [`../${f}/*`, `../../${f}/*`]),
  ],
  message: `${folder}/ reaches the apps through ${allowed}.`,
});

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
    // The studio's editing libraries stay out of every learner feature (decision 0028).
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/features/studio*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@tanstack/*',
                '@dnd-kit/*',
                '@tiptap/*',
                'chart.js',
                'chart.js/*',
                'tus-js-client',
                'react-easy-crop',
              ],
              message: 'Studio libraries belong to features/studio*.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/db/**', 'packages/i18n/**'],
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
      // Not even types: GraphQL types are built on the domain's views, never on rows.
      {
        ...dbAccess,
        allowTypeImports: false,
        message: 'Resolvers stay thin: call a domain function and use its views; queries live in packages/db.',
      },
      { group: ['@manara/web', 'react', 'next'], message: 'The API does not import the web.' },
    ]),
  },
  {
    // Cycle detection everywhere; the web's layers too. Type-only imports count: a cycle of types
    // still ties two files together.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'reliability/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'reliability/tsconfig.json',
          ],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    // Tests and their fixtures wire any parts together, as server.ts does.
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiLayerZones }] },
  },
  {
    files: ['bench/**/*.ts'],
    rules: restrict([toolBoundaries('bench', "'@manara/*' packages and scripts/lib")]),
  },
  {
    files: ['e2e/**/*.ts'],
    rules: restrict([
      internal('e2e/ drives the running platform; it imports nothing internal.'),
      toolBoundaries('e2e', 'HTTP and scripts/lib'),
    ]),
  },
  {
    files: ['reliability/**/*.ts'],
    rules: restrict([toolBoundaries('reliability', "'@manara/db', '@manara/api/testing' and scripts/lib")]),
  },
);
