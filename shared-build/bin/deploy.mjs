#!/usr/bin/env node
// `atende-deploy <built dist> <served folder>` puts one remote's build live on its own origin;
// `atende-deploy --rollback <served folder>` goes back to the version before. See deploy.mjs.
import path from 'node:path';
import { deployRemote, rollbackRemote } from '../deploy.mjs';

const args = process.argv.slice(2);
if (args[0] === '--rollback' && args[1]) {
  const { switched } = rollbackRemote({ to: path.resolve(args[1]) });
  console.log(`Versão anterior restaurada (${switched} arquivos de entrada).`);
} else if (args.length === 2) {
  const { added, switched } = deployRemote({ from: path.resolve(args[0]), to: path.resolve(args[1]) });
  console.log(`Publicado: ${added} arquivos com hash verificados, ${switched} arquivos de entrada trocados.`);
} else {
  console.error('Uso: atende-deploy <dist construído> <pasta servida> | atende-deploy --rollback <pasta servida>');
  process.exit(2);
}
