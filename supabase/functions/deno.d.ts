// The part of Deno's global that the functions use, so `tsc` type-checks them outside Deno.
declare namespace Deno {
  function serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  const env: { get(key: string): string | undefined };
}
