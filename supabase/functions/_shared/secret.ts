// Checking a webhook's shared secret (Asaas's access token, the WhatsApp gateway's header); the local
// stack checks its sandboxes' keys and its auth server's flow secrets with it too.

/** Compares without leaking where the first difference is. */
export function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
