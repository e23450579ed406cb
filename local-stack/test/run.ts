import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStackTests, testFilesIn } from './support/runner.ts';

// The emulator's own tests (gateway, auth server, PostgREST wiring, provider sandboxes, the
// functions runtime), on PostgreSQL 15; on PGlite, the embedded default, the ones that prove its
// wiring (EMBEDDED_PROOF). The schema's and the functions' tests live in supabase/.
const EMBEDDED_PROOF = [
  'auth-email-codes.test.ts',
  'auth-google.test.ts',
  'auth-protocol.test.ts',
  'auth-sessions.test.ts',
  'auth-sign-up.test.ts',
  'auth-user.test.ts',
  'bad-input.test.ts',
  'gateway.test.ts',
  'minute-jobs.test.ts',
  'persistence.test.ts',
];
const args = process.argv.slice(2);
const all = testFilesIn(path.dirname(fileURLToPath(import.meta.url)));
await runStackTests(
  args.length
    ? { node: args }
    : { node: all, embedded: { node: all.filter((f) => EMBEDDED_PROOF.includes(path.basename(f))) } },
);
