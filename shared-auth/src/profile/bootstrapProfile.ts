import type { User } from '@supabase/supabase-js';
import type { ProfileRow as Profile } from 'shared-domain';
import type { AppSupabaseClient } from '../supabase/getSupabase';
import { parseProfileRow } from './profileRow';
import { PROFILE_MESSAGES } from './profileMessages';

export interface ProfileResult {
  profile: Profile | null;
  authorized: boolean;
  authError: string | null;
}

/** The profile row a user without one gets (the sign-up trigger normally made it already). */
export function profileFromUser(user: User) {
  const m = (user.user_metadata ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const personType = text(m.person_type) ?? text(m.personType);
  return {
    id: user.id,
    full_name: text(m.full_name) ?? text(m.name),
    role: 'client' as const,
    auth_provider: (user.app_metadata?.provider as string | undefined) ?? 'email',
    person_type: personType === 'fisica' || personType === 'juridica' ? personType : null,
    cpf: text(m.cpf)?.replace(/\D/g, '') || null,
    business_name: text(m.business_name) ?? text(m.businessName),
    cnpj:
      text(m.cnpj)
        ?.replace(/[^0-9A-Za-z]/g, '')
        .toUpperCase() || null,
    phone: text(m.phone),
  };
}

async function createProfile(client: AppSupabaseClient, user: User): Promise<ProfileResult> {
  const row = profileFromUser(user);
  const inserted = await client.from('profiles').insert(row).select().single();
  let profile = inserted.data && parseProfileRow(inserted.data);
  if (inserted.error) {
    const upserted = await client.from('profiles').upsert(row, { onConflict: 'id' }).select().single();
    if (upserted.error) return { profile: null, authorized: false, authError: PROFILE_MESSAGES.createFailed };
    profile = parseProfileRow(upserted.data);
  }
  if (!profile) return { profile: null, authorized: false, authError: PROFILE_MESSAGES.createFailed };
  // The default assistant comes with the profile; the table's column defaults fill it.
  await client.from('agent_configs').upsert({ user_id: user.id }, { onConflict: 'user_id', ignoreDuplicates: true });
  return { profile, authorized: true, authError: null };
}

/**
 * Fetch the profile by id; if there is none (PGRST116), create it as a client, falling
 * back to an upsert on id; any failure leaves the user signed in but not authorised, with the
 * message the 'Acesso Não Autorizado' screen shows.
 */
export async function bootstrapProfile(client: AppSupabaseClient, user: User): Promise<ProfileResult> {
  let lookup;
  try {
    lookup = await client.from('profiles').select('*').eq('id', user.id).single();
  } catch {
    return { profile: null, authorized: false, authError: PROFILE_MESSAGES.lookupThrew };
  }
  if (!lookup.error) {
    // role and person_type outside the lists this build knows: not a profile it can authorise.
    const profile = parseProfileRow(lookup.data);
    return profile
      ? { profile, authorized: true, authError: null }
      : { profile: null, authorized: false, authError: PROFILE_MESSAGES.lookupFailed };
  }
  if (lookup.error.code !== 'PGRST116')
    return { profile: null, authorized: false, authError: PROFILE_MESSAGES.lookupFailed };
  try {
    return await createProfile(client, user);
  } catch {
    return { profile: null, authorized: false, authError: PROFILE_MESSAGES.createThrew };
  }
}
