import { getRest } from 'shared-auth';

/**
 * Updates profiles.full_name of the signed-in user. `.single()` turns "no row updated"
 * (which row-level security reports silently) into an error the screen can show.
 */
export async function updateFullName(userId: string, fullName: string): Promise<void> {
  const { error } = await getRest()
    .from('profiles')
    .update({ full_name: fullName })
    .eq('id', userId)
    .select('id')
    .single();
  if (error) throw new Error(error.message);
}
