import type { SupabaseClient } from '@supabase/supabase-js';
import type { UserRole as Role } from 'shared-domain';

/** The role of a user as the database holds it (server-owned; never from user metadata). */
export async function staffRole(client: SupabaseClient, userId: string): Promise<Role | null> {
  const { data, error } = await client.from('profiles').select('role').eq('id', userId).maybeSingle();
  if (error) throw error;
  return (data?.role as Role | undefined) ?? null;
}
