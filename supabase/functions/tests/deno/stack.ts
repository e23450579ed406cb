// The running local stack these Deno tests talk to, described by the test runner's environment.
export function need(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set: run the tests through "npm test -w supabase-project"`);
  return value;
}
