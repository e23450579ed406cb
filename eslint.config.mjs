// Flat config for every package: TypeScript rules everywhere; React, accessibility and testing rules
// for the browser packages; import boundaries that keep one instance of each shared package.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';

const browserPackages = ['shell', 'mf-*', 'shared-ui', 'shared-auth', 'shared-domain'];
// shared-build/data-block.mjs is the page's side of the server's data blocks: it runs in the browser.
const browserFiles = [...browserPackages.map((p) => `${p}/src/**/*.{ts,tsx}`), 'shared-build/data-block.mjs'];
const testFiles = browserPackages.map((p) => `${p}/src/**/*.test.{ts,tsx}`);

const root = path.dirname(fileURLToPath(import.meta.url));
const APP_DIRS = [
  'shell',
  'mf-landing',
  'mf-checkout',
  'mf-dashboard',
  'mf-agent',
  'mf-devconsole',
  'mf-booking',
  'mf-inbox',
];
/** Code an app shares between its features (helpers, small components, test helpers). */
const SHARED_DIRS = ['lib', 'components', 'staff', 'test'];

function listDir(dir) {
  const abs = path.join(root, dir);
  return fs.existsSync(abs) ? fs.readdirSync(abs) : [];
}

/**
 * Inside every app, imports go one way: app → features → shared. The app is everything else in src
 * (App.tsx, bootstrap, routes, layouts, guards, the federation code, a composing page): it composes
 * features. A feature imports only itself and the shared folders; shared code imports only shared code.
 */
function layerZones(apps) {
  return apps.flatMap((app) => {
    const src = `./${app}/src`;
    const shared = SHARED_DIRS.filter((dir) => listDir(`${app}/src/${dir}`).length > 0);
    const features = listDir(`${app}/src/features`).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature must not import another feature; compose them in the app.',
    }));
    return [
      ...features,
      {
        target: `${src}/features`,
        from: src,
        except: ['./features', ...shared.map((dir) => `./${dir}`)],
        message: `A feature imports only itself and ${app}'s shared folders (${shared.join(', ')}), never the app that composes it.`,
      },
      ...shared.map((dir) => ({
        target: `${src}/${dir}`,
        from: src,
        except: shared.map((other) => `./${other}`),
        message: 'Shared code of an app imports only shared code: never a feature nor the app.',
      })),
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Jest configs and the CommonJS helpers are loaded by Node as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
  {
    files: browserFiles,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks, import: importPlugin },
    // The TypeScript resolver follows the packages' "exports" (shared-auth/client, shared-ui/widgets…),
    // so import/no-cycle sees through imports by package name, where a cycle between entries would hide.
    // import/extensions and import/parsers let the plugin read .ts files at all (it skips the others).
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: {
          project: [...APP_DIRS, 'shared-auth', 'shared-domain', 'shared-ui'].map((p) => `${p}/tsconfig.json`),
        },
      },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-cycle': 'error',
      // Another package's source is reached by its name only: a relative path into it would bundle a
      // second copy of a federation singleton (two auth stores, two React trees' worth of context).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../shared-*', '../../../shared-*', '**/shared-*/src/**', '../../mf-*', '../../shell/**'],
              message:
                'Import shared packages by name (shared-ui, shared-auth, shared-domain); never reach into another package.',
            },
          ],
        },
      ],
    },
  },
  {
    // app → features → shared inside every app; features do not import each other (bulletproof-react's cut).
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones(APP_DIRS) }] },
  },
  {
    files: testFiles,
    plugins: { 'testing-library': testingLibrary, 'jest-dom': jestDom },
    languageOptions: { globals: { ...globals.jest } },
    rules: { ...testingLibrary.configs['flat/react'].rules, ...jestDom.configs['flat/recommended'].rules },
  },
);
