import { getRest } from 'shared-auth';

/**
 * When the owner's assistant answers again (the next midnight in São Paulo) if it used up its day
 * (OWNER_DAILY_ASSISTANT_RUNS); null while it answers.
 */
export async function fetchAssistantPause(): Promise<string | null> {
  const { data, error } = await getRest().rpc('assistant_paused_until');
  if (error) throw new Error(error.message);
  return data ?? null;
}
