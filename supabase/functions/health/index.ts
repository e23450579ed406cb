// Reports that the functions runtime is up and that the database answers through the REST API.
// Same code on hosted Supabase and in the local stack (both Deno).
Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return Response.json({ error: 'method not allowed' }, { status: 405 });
  }
  const url = Deno.env.get('SUPABASE_URL');
  const key = Deno.env.get('SUPABASE_ANON_KEY');
  let database = 'unknown';
  if (url && key) {
    try {
      const res = await fetch(`${url}/rest/v1/`, {
        headers: { apikey: key, Authorization: `Bearer ${key}` },
        signal: AbortSignal.timeout(3000),
      });
      database = res.ok ? 'ok' : `error ${res.status}`;
    } catch (err) {
      database = `unreachable: ${(err as Error).message}`;
    }
  }
  const status = database === 'ok' ? 200 : 503;
  return Response.json(
    { status: status === 200 ? 'ok' : 'degraded', database, time: new Date().toISOString() },
    { status },
  );
});
