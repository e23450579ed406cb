import { isPersonType, isUserRole, type ProfileRow, type Tables } from 'shared-domain';

/**
 * A profiles row as the typed client reads it (role and person_type as plain text), narrowed by
 * shared-domain's guards to ProfileRow; null if either is outside the lists this build knows (the
 * table's CHECKs hold them to those lists).
 */
export function parseProfileRow(row: Tables<'profiles'>): ProfileRow | null {
  const { role, person_type } = row;
  if (!isUserRole(role) || (person_type !== null && !isPersonType(person_type))) return null;
  return { ...row, role, person_type };
}
