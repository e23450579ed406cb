// Test helper: stands in for the network under shared-auth's getRest(), whose reads (my_subscription
// among them) shared-auth makes itself. `rpc` answers as supabase-js does, `{ data, error }`.
type RpcAnswer = { data: unknown; error: { message: string } | null };

/** Routes POST /rest/v1/rpc/<name> to `rpc(name)`; anything else fails the test. */
export function fakeRest(rpc: (name: string) => Promise<RpcAnswer>) {
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const name = /\/rest\/v1\/rpc\/([a-z_]+)/.exec(url)?.[1];
    if (!name) throw new Error(`unexpected request: ${url}`);
    const { data, error } = await rpc(name);
    const body = JSON.stringify(error ?? data);
    return {
      ok: !error,
      status: error ? 400 : 200,
      statusText: error ? 'Bad Request' : 'OK',
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => body,
      json: async () => JSON.parse(body) as unknown,
    };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}
