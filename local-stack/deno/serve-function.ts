// Runs one Supabase edge function on Deno the way the edge runtime hosts it: the function's module
// calls Deno.serve(handler) at its top level, with no address; here that call listens on loopback, on
// FUNCTION_PORT or, when it is 0, on a free port the system picks, and says which on stdout, so the
// stack can route /functions/v1/<name> to it. Nothing else of the function is touched.
const port = Number(Deno.env.get('FUNCTION_PORT'));
const entry = Deno.env.get('FUNCTION_ENTRY');
if (!Number.isInteger(port) || port < 0 || !entry) throw new Error('FUNCTION_PORT and FUNCTION_ENTRY must be set');

type Handler = Deno.ServeHandler;
const serve = Deno.serve.bind(Deno) as (options: Deno.ServeTcpOptions, handler: Handler) => Deno.HttpServer;

function handlerOf(args: unknown[]): Handler {
  for (const arg of args) {
    if (typeof arg === 'function') return arg as Handler;
    const handler = (arg as { handler?: unknown } | null)?.handler;
    if (typeof handler === 'function') return handler as Handler;
  }
  throw new Error('Deno.serve was called without a handler');
}

Object.defineProperty(Deno, 'serve', {
  configurable: true,
  value: (...args: unknown[]) =>
    serve(
      {
        port,
        hostname: '127.0.0.1',
        onListen: (addr) => console.log(`[serve-function] listening on ${(addr as Deno.NetAddr).port}`),
      },
      handlerOf(args),
    ),
});

// The stack owns this process: if the stack dies without stopping it (killed outright), follow it
// rather than stay behind listening.
const parent = Deno.ppid;
setInterval(() => {
  if (Deno.ppid !== parent) Deno.exit(0);
}, 1000);

await import(entry);
