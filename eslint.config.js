import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server's modules and the only other modules each may import: the direction of the
 * architecture (README, "Architecture"). A module not listed here imports no other module.
 */
export const serverModuleImports = {
  assistant: [],
  health: [],
  market: [],
  profiles: [],
  web: [],
  mail: [],
  operations: [],
  auth: ['profiles', 'mail'],
  knowledge: ['assistant'],
  payments: ['auth'],
  referrals: ['auth', 'profiles'],
  rest: ['auth', 'profiles'],
  files: ['assistant', 'auth'],
  production: ['assistant', 'files'],
  chat: ['assistant', 'auth', 'files'],
  tools: ['assistant', 'auth', 'knowledge', 'production'],
  account: ['auth', 'chat', 'files', 'mail', 'payments', 'profiles', 'referrals'],
  admin: ['account', 'auth', 'chat', 'mail', 'payments', 'referrals'],
};

const directories = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const serverModules = directories('./apps/server/src/modules/');
const webFeatures = directories('./apps/web/src/features/');
/** Features with a public `index.ts`: the app layer and other features' tests import only that. */
const indexedWebFeatures = webFeatures.filter((name) =>
  existsSync(new URL(`./apps/web/src/features/${name}/index.ts`, import.meta.url)),
);

/**
 * Classic zod: the web app carries zod's functional build only (`zod/mini`, through
 * `@petrosage/contracts/zod`, which also gives it English messages).
 */
const classicZod = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message:
    'Use `z` of the contracts (`@petrosage/contracts/zod`, zod/mini): classic zod would join the web bundle.',
}));

/** Imports of our own code a package that must stay standalone may not make. */
const standalone = (allowed, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: [
        {
          regex: `^(?!\\.{1,2}/|(${allowed.join('|')})(/|$))`,
          message: `This package depends on ${allowed.join(', ')} and its own files only.`,
        },
      ],
    },
  ],
});

const webZones = [
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import the app layer.',
  },
  {
    target: [
      './apps/web/src/components',
      './apps/web/src/lib',
      './apps/web/src/hooks',
      './apps/web/src/config',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code never imports features or the app layer.',
  },
  {
    target: './apps/web/src',
    from: './apps/server',
    message: 'The web app never imports server code: share through packages/contracts.',
  },
  ...indexedWebFeatures.map((name) => ({
    target: [
      './apps/web/src/app',
      ...webFeatures
        .filter((other) => other !== name)
        .map((other) => `./apps/web/src/features/${other}`),
    ],
    from: `./apps/web/src/features/${name}`,
    except: ['./index.ts'],
    message: `Import features/${name} through its index.ts: its other files are its own.`,
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Resolves our TypeScript sources, so the import rules (cycles, zones) see every import.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.config.ts', 'e2e/playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
    },
  },
  {
    // Features stand alone; the app layer composes them. A test may compose features as the app
    // layer does.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webZones,
            ...webFeatures.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message:
                'A feature never imports another feature: move shared code to src/lib or src/components.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./apps/server/src/lib', './apps/server/src/db'],
              from: './apps/server/src/modules',
              message: 'lib and db are shared by every module: they never import one.',
            },
            {
              target: [
                './apps/server/src/lib',
                './apps/server/src/db',
                './apps/server/src/modules',
              ],
              from: './apps/server/src/plugins',
              message:
                'Plugins compose lib and the modules into the app (app.ts): lib, db and the modules never import one.',
            },
            ...serverModules.map((name) => ({
              target: `./apps/server/src/modules/${name}`,
              from: './apps/server/src/modules',
              except: [`./${name}`, ...(serverModuleImports[name] ?? []).map((m) => `./${m}`)],
              message: `modules/${name} may import only ${
                (serverModuleImports[name] ?? []).join(', ') || 'no other module'
              } (serverModuleImports in eslint.config.js).`,
            })),
            {
              target: './apps/server/src',
              from: './apps/web',
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: standalone(['zod'], classicZod),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    files: ['packages/oilfield/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: standalone(['zod']),
  },
  {
    // Sage's language layer is pure: no server, database or web code.
    files: ['packages/sage/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: standalone(['zod', '@petrosage/oilfield', '@petrosage/contracts']),
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/config.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  prettier,
);
