import { getRest } from 'shared-auth';
import type { AgentConfigRow } from 'shared-domain';

export interface BasicInfo {
  name: string;
  personalityDescription: string;
  businessDescription: string;
}

export type SavedBasicInfo = Pick<AgentConfigRow, 'name' | 'personality_description' | 'business_description'>;

/** Update agent_configs by user_id with the step's three fields, returning what was stored. */
export async function saveBasicInfo(userId: string, info: BasicInfo): Promise<SavedBasicInfo> {
  const { data, error } = await getRest()
    .from('agent_configs')
    .update({
      name: info.name.trim(),
      personality_description: info.personalityDescription.trim(),
      business_description: info.businessDescription.trim(),
    })
    .eq('user_id', userId)
    .select('name, personality_description, business_description')
    .single();
  if (error) throw new Error(error.message);
  return data;
}
