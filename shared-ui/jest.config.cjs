/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads this CommonJS file directly */
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'shared-ui',
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/jest.polyfills.cjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Jest ignores package.json "browser", so it would load styled-components' server build, which never
    // injects createGlobalStyle rules into the DOM. Use the build webpack ships to browsers.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
