/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads this CommonJS file directly */
module.exports = { ...require('../jest.preset.cjs'), displayName: 'shared-domain' };
