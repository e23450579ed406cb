import type { AppSupabaseClient } from 'shared-auth/client';
import { isUserRole, type UserRole as Role } from 'shared-domain';

/** The role of a user as the database holds it (server-owned; never from user metadata). */
export async function staffRole(client: AppSupabaseClient, userId: string): Promise<Role | null> {
  const { data, error } = await client.from('profiles').select('role').eq('id', userId).maybeSingle();
  if (error) throw error;
  return isUserRole(data?.role) ? data.role : null;
}
