import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStackTests, testFilesIn } from './support/runner.ts';

// The emulator's own tests (gateway, auth server, PostgREST wiring, provider sandboxes, the
// functions runtime), once per database; the schema's and the functions' tests live in supabase/.
const args = process.argv.slice(2);
await runStackTests({ node: args.length ? args : testFilesIn(path.dirname(fileURLToPath(import.meta.url))) });
