// Jest settings every front-end package shares: ts-jest transpiles TS/TSX (`npm run typecheck` type-checks
// separately), jsdom, jest-dom matchers. Each package's jest.config.cjs spreads this.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    // ts-jest in transpile-only mode (`npm run typecheck` runs tsc per package). Not @swc/jest: its native
    // binaries for other platforms are missing from our registry, which leaves the lockfile unusable by npm ci.
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {
        isolatedModules: true,
        diagnostics: false,
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          target: 'es2022',
          esModuleInterop: true,
          allowJs: true,
          isolatedModules: true,
          verbatimModuleSyntax: false,
        },
      },
    ],
    // shared-build/apps.mjs, read by the apps' code (see jest.mjs-transform.cjs).
    '^.+\\.mjs$': path.join(__dirname, 'jest.mjs-transform.cjs'),
  },
  // ESM-only dependencies are transpiled too; everything else in node_modules is used as shipped.
  transformIgnorePatterns: ['/node_modules/(?!(valibot|date-fns|@supabase|zustand|react-hot-toast|goober)/)'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'jest.asset-stub.cjs'),
    // Jest ignores package.json "browser", so it would load styled-components' server build, which
    // never injects createGlobalStyle rules into the DOM. Use the build webpack ships to browsers.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
  setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
