// Jest runs tests as CommonJS, and TypeScript (ts-jest) always keeps an .mjs file as ESM: the .mjs
// modules the apps import (shared-build/apps.mjs, the apps' names and mount paths) are turned into
// CommonJS here, by TypeScript's transpiler told the file is a plain .js.
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename.replace(/\.mjs$/, '.js'),
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true },
    });
    return { code: outputText };
  },
};
