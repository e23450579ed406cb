import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeBlock, STACK_OFFSETS, TEST_PORTS } from 'shared-build/ports';
import { startStack } from '../src/stack.ts';
import { stack as shared } from './support/stack.ts';

// Restarting the stack keeps the data and does not apply migrations or the seed again.
test('a restarted stack keeps its data and applies nothing twice', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-ai-restart-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freeBlock(TEST_PORTS.restartTest + (shared.dbKind === 'postgres' ? 0 : 1000), {
    offsets: [...STACK_OFFSETS],
  });
  const opts = { db: shared.dbKind, port, dbPort: port + 1, restPort: port + 10, dataDir, quiet: true } as const;
  try {
    let s = await startStack(opts);
    assert.ok(s.bootstrap.applied.length > 0);
    assert.equal(s.bootstrap.seeded, true);
    const users = (await s.admin.query<{ n: string }>('select count(*)::text as n from auth.users')).rows[0].n;
    await s.admin.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data) values (gen_random_uuid(), 'authenticated', 'authenticated', 'persiste@teste.com.br', '{"full_name":"Persiste"}')`,
    );
    await s.stop();

    s = await startStack(opts);
    try {
      assert.deepEqual(s.bootstrap, { applied: [], seeded: false });
      const after = (await s.admin.query<{ n: string }>('select count(*)::text as n from auth.users')).rows[0].n;
      assert.equal(Number(after), Number(users) + 1);
      const profile = await s.admin.query(`select id_dono from public.profiles where email = 'persiste@teste.com.br'`);
      assert.equal(profile.rows.length, 1);
    } finally {
      await s.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
