/**
 * Sign-out for screens that should not pull the Supabase client into their own bundle (the
 * dashboard chrome, 'Acesso Não Autorizado'): it loads shared-auth/client on demand.
 */
export async function signOut(): Promise<void> {
  const client = await import('shared-auth/client');
  await client.signOut();
}
