/**
 * What the Evolution API sandbox's tests (test/evolution-*.test.ts) share: webhook receivers on free
 * local ports (closed by closeReceivers), a wait for a condition, the phone's side of the sandbox
 * (scanning a QR, receiving a client's message) and the shapes of Evolution's answers.
 */
import http from 'node:http';
import { evolutionSandbox } from './evolution.ts';

const servers: http.Server[] = [];
/** Closes every receiver made by `receiver` (run after the tests). */
export const closeReceivers = () => servers.forEach((s) => s.close());

export interface Delivery {
  event: string;
  instance: string;
  data: Record<string, unknown>;
  server_url: string;
  apikey: string;
}

/** A webhook receiver on a free local port, recording what it gets (paths too); the first `failFirst` answers are 500. */
export async function receiver(
  failFirst = 0,
): Promise<{ url: string; events: Delivery[]; paths: string[]; hits: number }> {
  const got = { url: '', events: [] as Delivery[], paths: [] as string[], hits: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.hits += 1;
      if (got.hits <= failFirst) {
        res.statusCode = 500;
        res.end('falhou');
        return;
      }
      got.paths.push(req.url ?? '');
      got.events.push(JSON.parse(body) as Delivery);
      res.end('ok');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  got.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  return got;
}

export const waitFor = async (probe: () => boolean | Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

export interface Created {
  instance: { instanceName: string; instanceId: string; status: string };
  hash: string;
  qrcode: { code: string; base64: string; count: number };
}

export interface Qr {
  pairingCode: string | null;
  code: string;
  base64: string;
  count: number;
}

export const scan = (name: string, number?: string) =>
  fetch(`${evolutionSandbox.url}/_control/instances/${name}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(number ? { number } : {}),
  });

export const receive = (name: string, body: unknown) =>
  fetch(`${evolutionSandbox.url}/_control/instances/${name}/receive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
