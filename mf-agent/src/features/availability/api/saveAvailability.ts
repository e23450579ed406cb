import { getRest } from 'shared-auth';
import type { AgentWeeklySchedule } from 'shared-domain';

/**
 * Saves the owner's schedule and marks the Agenda step saved (schedule_saved_at). Resolves with the
 * schedule as stored.
 */
export async function saveAvailability(userId: string, schedule: AgentWeeklySchedule): Promise<AgentWeeklySchedule> {
  const { data, error } = await getRest()
    .from('agent_configs')
    .update({ schedule, schedule_saved_at: new Date().toISOString() })
    .eq('user_id', userId)
    .select('schedule')
    .single();
  if (error) throw new Error(error.message);
  // jsonb comes back as Json: it is the schedule just written.
  return data.schedule as AgentWeeklySchedule;
}
