#!/usr/bin/env node
// atende-prerender: writes dist/snapshot.json for the app in the current folder (after its webpack build).
import { writeSnapshot } from '../prerender.mjs';

const written = await writeSnapshot(process.cwd());
console.log(written ? 'snapshot.json escrito.' : 'Sem src/prerender.tsx: nenhum snapshot.');
