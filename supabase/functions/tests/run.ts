import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStackTests, testFilesIn } from 'local-stack/test-runner';

// The project's own backend tests against the local stack, once per database: the functions driven
// over HTTP as the browser and the providers call them (here), the functions' modules on Deno
// (deno/), and the schema, its RLS and RPCs (../../tests/database); the assistant on the real n8n
// (engine/) once more, on a stack that runs the engine. PostgreSQL 15, production's database, runs
// them all; PGlite, the embedded default, runs what proves it works: the schema, its RLS and SQL,
// and the functions' main paths through it (EMBEDDED_PROOF).
const EMBEDDED_PROOF = [
  'booking.test.ts',
  'booking-team.test.ts',
  'conversations.test.ts',
  'whatsapp-webhook.test.ts',
  'assistant-tools-access.test.ts',
  'assistant-tools-booking.test.ts',
  'assistant-tools-handoff.test.ts',
  'assistant-tools-team.test.ts',
  'payments-asaas-sandbox.test.ts',
  'payments-card.test.ts',
  'payments-pix-boleto.test.ts',
  'payments-request.test.ts',
  'payments-retries.test.ts',
  'payments-webhook.test.ts',
  'subscriptions-lifecycle.test.ts',
  'subscriptions-trial.test.ts',
  'subscriptions-webhook.test.ts',
];
const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const database = testFilesIn(path.resolve(here, '../../tests/database'));
await runStackTests(
  args.length
    ? {
        node: args.filter((f) => !f.includes('/deno/') && !f.includes('/engine/')),
        deno: { files: args.filter((f) => f.includes('/deno/')) },
        engine: args.filter((f) => f.includes('/engine/')),
      }
    : {
        node: [...testFilesIn(here), ...database],
        deno: { files: testFilesIn(path.join(here, 'deno')) },
        engine: testFilesIn(path.join(here, 'engine')),
        embedded: {
          node: [...testFilesIn(here).filter((f) => EMBEDDED_PROOF.includes(path.basename(f))), ...database],
        },
      },
);
