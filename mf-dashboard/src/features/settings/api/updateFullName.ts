/**
 * Updates profiles.full_name of the signed-in user. `.single()` turns "no row updated"
 * (which row-level security reports silently) into an error the screen can show. The client is
 * loaded on save: the page's first screen does without it.
 */
export async function updateFullName(userId: string, fullName: string): Promise<void> {
  const { getSupabase } = await import('shared-auth/client');
  const { error } = await getSupabase()
    .from('profiles')
    .update({ full_name: fullName })
    .eq('id', userId)
    .select('id')
    .single();
  if (error) throw new Error(error.message);
}
