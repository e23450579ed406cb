/** The Asaas sandbox keeps its data in the stack's data folder: a restart finds what was created. */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAsaasSandbox } from '../src/sandboxes/asaas/index.ts';

const KEY = '$aact_hmlg_store_test';
const call = (sandbox: ReturnType<typeof createAsaasSandbox>, p: string, method = 'GET', body?: unknown) =>
  sandbox.handle(
    new Request(`http://sandbox${p}`, {
      method,
      headers: { access_token: KEY, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

test('customers and payments survive a restart; a fresh sandbox gets the demo clinic once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asaas-store-'));
  const dataFile = path.join(dir, 'asaas.json');
  const options = { apiKey: KEY, publicUrl: 'http://sandbox', webhook: null, dataFile, seedDemo: true };
  const first = createAsaasSandbox(options);
  const demo = (await (await call(first, '/v3/customers?email=demo@clinicabemestar.com.br')).json()) as {
    totalCount: number;
  };
  assert.equal(demo.totalCount, 1);
  const created = (await (
    await call(first, '/v3/customers', 'POST', { name: 'Nova', email: 'nova@exemplo.com.br', cpfCnpj: '52998224725' })
  ).json()) as { id: string };
  first.close();

  const second = createAsaasSandbox(options);
  const found = (await (await call(second, `/v3/customers/${created.id}`)).json()) as { email: string };
  assert.equal(found.email, 'nova@exemplo.com.br');
  const again = (await (await call(second, '/v3/customers?email=demo@clinicabemestar.com.br')).json()) as {
    totalCount: number;
  };
  assert.equal(again.totalCount, 1);
  const payments = (await (await call(second, '/v3/payments?customer=cus_000000000001&limit=100')).json()) as {
    totalCount: number;
  };
  assert.equal(payments.totalCount, 7);
  second.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
