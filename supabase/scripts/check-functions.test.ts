// The deploy check must catch what made the CLI ship an incomplete function: a relative import
// without a file extension (Deno resolves it with sloppy imports, the CLI does not upload it).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkFunction } from './check-functions.ts';

function project(specifier: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-ai-check-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('supabase/functions/_shared/greeting.ts', "export const greeting = 'Olá';\n");
  write(
    'supabase/functions/probe/index.ts',
    `import { greeting } from '${specifier}';\nDeno.serve(() => new Response(greeting));\n`,
  );
  write('supabase/functions/probe/deno.json', JSON.stringify({ lock: false, unstable: ['sloppy-imports'] }));
  return root;
}

test('a function whose imports all carry their extension ships and starts', async () => {
  const root = project('../_shared/greeting.ts');
  try {
    const result = await checkFunction(root, 'probe');
    assert.deepEqual(result.errors, []);
    assert.equal(result.shipped, 3); // deno.json, index.ts, greeting.ts
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('an extensionless relative import passes deno check but fails to start from what the CLI ships', async () => {
  const root = project('../_shared/greeting');
  try {
    const result = await checkFunction(root, 'probe');
    assert.equal(result.shipped, 2); // greeting.ts is left behind, as the CLI leaves it
    assert.equal(result.errors.length, 1, result.errors.join('\n'));
    assert.match(result.errors[0], /did not start from the files the Supabase CLI ships/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
