// How the gateway reaches PostgREST and the function processes: fetch's shape (what Hono's proxy
// helper takes) over node:http with a keep-alive agent per upstream, as the gateway always did. The
// request goes as it came (global fetch would add its own accept-encoding, user-agent and
// sec-fetch headers) and bodies stream both ways.
import http from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export function upstreamFetch(): (req: Request) => Promise<Response> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return (req) =>
    new Promise((resolve, reject) => {
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
      outgoing.on('error', reject);
      if (req.body) Readable.fromWeb(req.body as NodeReadableStream).pipe(outgoing);
      else outgoing.end();
    });
}
