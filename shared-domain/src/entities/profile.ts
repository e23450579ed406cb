import type { PersonType } from './personType.ts';
import type { UserRole } from './roles.ts';

// Row types mirror supabase/migrations as PostgREST returns them: timestamps and dates as ISO
// strings, numeric as numbers, nullable columns as `| null`. schemaParity.test.ts keeps them in step.

/** Table profiles (also readable as the view user_profiles). */
export interface ProfileRow {
  /** Equals the auth user id. */
  id: string;
  full_name: string | null;
  email: string | null;
  role: UserRole;
  /** Owner code, see isOwnerCode. */
  id_dono: string;
  auth_provider: string | null;
  person_type: PersonType | null;
  /** 11 digits. */
  cpf: string | null;
  business_name: string | null;
  /** 12 of [0-9A-Z] + 2 digits. */
  cnpj: string | null;
  phone: string | null;
  /** Staff only: the developer console's login name (server-owned). */
  username: string | null;
  created_at: string;
  updated_at: string;
}

export const PROFILE_COLUMNS = [
  'id',
  'full_name',
  'email',
  'role',
  'id_dono',
  'auth_provider',
  'person_type',
  'cpf',
  'business_name',
  'cnpj',
  'phone',
  'username',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProfileRow)[];
