// The caller's address the functions limit and report (_shared/clientAddress.ts): by default the one
// hosted Supabase's proxy sets in CF-Connecting-IP, never a caller-written X-Forwarded-For; a request
// without it shares one bucket and the process warns once.
import assert from 'node:assert/strict';
import { clientAddress, UNKNOWN_ADDRESS } from '../../_shared/clientAddress.ts';

const request = (headers: Record<string, string>) => new Request('http://functions.local/booking', { headers });

/** Runs `fn` with the environment variables set (and put back after). */
function withEnv(values: Record<string, string>, fn: () => void) {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, Deno.env.get(k)]));
  for (const [k, v] of Object.entries(values)) Deno.env.set(k, v);
  try {
    fn();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) Deno.env.delete(k);
      else Deno.env.set(k, v);
    }
  }
}

Deno.test('client address: a missing header is warned about once per process', () => {
  // First in this file: nothing in this process has met a request without the header yet.
  const warnings: unknown[][] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    for (let i = 0; i < 3; i++) assert.equal(clientAddress(request({})), UNKNOWN_ADDRESS);
    clientAddress(request({ 'cf-connecting-ip': '177.12.34.56' }));
  } finally {
    console.warn = warn;
  }
  assert.equal(warnings.length, 1, JSON.stringify(warnings));
  assert.match(String(warnings[0][0]), /no cf-connecting-ip header/);
});

Deno.test('client address: CF-Connecting-IP by default; a caller-written X-Forwarded-For counts for nothing', () => {
  const spoofed = { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' };
  assert.equal(clientAddress(request({ ...spoofed, 'cf-connecting-ip': '177.12.34.56' })), '177.12.34.56');
  assert.equal(clientAddress(request(spoofed)), UNKNOWN_ADDRESS);
});

Deno.test('client address: another header and hops when the platform is set up so', () => {
  withEnv({ CLIENT_ADDRESS_HEADER: 'X-Forwarded-For', TRUSTED_PROXY_HOPS: '2' }, () => {
    const req = request({ 'x-forwarded-for': '6.6.6.6, 177.12.34.56, 10.0.0.1', 'cf-connecting-ip': '9.9.9.9' });
    assert.equal(clientAddress(req), '177.12.34.56');
    assert.equal(clientAddress(request({ 'x-forwarded-for': '10.0.0.1' })), UNKNOWN_ADDRESS);
  });
});
