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
const browserFiles = browserPackages.map((p) => `${p}/src/**/*.{ts,tsx}`);
const testFiles = browserPackages.map((p) => `${p}/src/**/*.test.{ts,tsx}`);

/** One zone per feature folder: it may import from itself, not from its sibling features. */
function featureZones(apps) {
  return apps.flatMap((app) => {
    const dir = `${app}/src/features`;
    const abs = path.join(path.dirname(fileURLToPath(import.meta.url)), dir);
    const features = fs.existsSync(abs) ? fs.readdirSync(abs) : [];
    return features.map((feature) => ({
      target: `./${dir}/${feature}`,
      from: `./${dir}`,
      except: [`./${feature}`],
      message: 'A feature must not import another feature; compose them in the app.',
    }));
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
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      // useAsyncData takes a read and its deps like useEffect: check them the same way.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useAsyncData$' }],
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
    // Features do not import each other; the app composes them (bulletproof-react's cut).
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: featureZones(['shell', 'mf-landing', 'mf-checkout', 'mf-dashboard', 'mf-agent', 'mf-devconsole']),
        },
      ],
    },
  },
  {
    files: testFiles,
    plugins: { 'testing-library': testingLibrary, 'jest-dom': jestDom },
    languageOptions: { globals: { ...globals.jest } },
    rules: { ...testingLibrary.configs['flat/react'].rules, ...jestDom.configs['flat/recommended'].rules },
  },
);
