import type { Tables, TablesInsert } from '../database.types.ts';
import type { PersonType } from './personType.ts';
import type { UserRole } from './roles.ts';
import type { WithColumns } from './rowTypes.ts';

/**
 * Table profiles (also readable as the view user_profiles). Generated row, with role and person_type
 * narrowed to their CHECK lists. id equals the auth user id; id_dono is the owner code ('USR-' + 8
 * upper-case alphanumerics, set by the database); cpf is 11 digits, cnpj 12 of [0-9A-Z] + 2 digits;
 * username is the developer console's login name, staff only and server-owned; booking_slug is the
 * public booking page's handle (unique, `^[a-z0-9]+(-[a-z0-9]+)*$`, made by the database from the
 * business name at sign-up, server-owned).
 */
export type ProfileRow = WithColumns<Tables<'profiles'>, { role: UserRole; person_type: PersonType | null }>;

/**
 * A new profiles row as the browser sends it: without id_dono and booking_slug, which the
 * profiles_guard trigger sets whatever the browser sends.
 */
export type ProfileInsert = Omit<TablesInsert<'profiles'>, 'id_dono' | 'booking_slug'>;
