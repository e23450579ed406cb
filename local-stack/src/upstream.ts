// How the gateway reaches PostgREST and the function processes: fetch's shape (what Hono's proxy
// helper takes) over node:http with a keep-alive agent per upstream, as the gateway always did. The
// request goes as it came (global fetch would add its own accept-encoding, user-agent and
// sec-fetch headers); the answer streams back.
import http from 'node:http';
import { Readable } from 'node:stream';

export function upstreamFetch(): (req: Request) => Promise<Response> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return async (req) => {
    // The body is read first, so a request that met a kept-alive socket the upstream had just closed
    // can go again on a fresh one (Node's advice for reused sockets): under load that race otherwise
    // answered 502 "socket hang up" now and then.
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : null;
    try {
      return await send(agent, req, body);
    } catch (err) {
      if ((err as { reusedSocket?: boolean }).reusedSocket) return send(agent, req, body);
      throw err;
    }
  };
}

function send(agent: http.Agent, req: Request, body: Buffer | null): Promise<Response> {
  return new Promise((resolve, reject) => {
    const url = new URL(req.url);
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: url.pathname + url.search,
        headers: Object.fromEntries(req.headers),
        agent,
      },
      (incoming) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
        }
        const status = incoming.statusCode ?? 502;
        const empty = req.method === 'HEAD' || status === 204 || status === 304;
        if (empty) incoming.resume();
        resolve(
          new Response(empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
            status,
            statusText: incoming.statusMessage,
            headers,
          }),
        );
      },
    );
    outgoing.on('error', (err: NodeJS.ErrnoException) => {
      // Only a reset on a socket reused from the pool may go again: the upstream never saw the request.
      reject(Object.assign(err, { reusedSocket: outgoing.reusedSocket && err.code === 'ECONNRESET' }));
    });
    outgoing.end(body ?? undefined);
  });
}
