#!/usr/bin/env node
// Fails when a server-side secret is in a built file: `node shared-build/bin/scan-secrets.mjs [dir…]`
// (default: every app's dist). Prints the file and the secret's name, never its value. Exit 1 on a
// finding, 2 when a folder is missing (build first).
import path from 'node:path';
import { appDistDirs, knownSecrets, scanDirs } from '../scan-secrets.mjs';

const dirs = process.argv.length > 2 ? process.argv.slice(2).map((d) => path.resolve(d)) : appDistDirs();
let result;
try {
  result = scanDirs(dirs, { secrets: knownSecrets() });
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
const { files, findings } = result;
for (const { file, name } of findings) {
  console.error(`SEGREDO EXPOSTO: ${name} em ${path.relative(process.cwd(), file) || file}`);
}
if (findings.length) {
  console.error(`${findings.length} segredo(s) em arquivos servidos ao navegador (${files} arquivos verificados).`);
  process.exit(1);
}
console.log(`Nenhum segredo nos ${files} arquivos de ${dirs.length} pasta(s) de build.`);
