import type { Credential, CredentialFields } from '../types';

// The console's list lives in the page only: these pure functions are the whole
// "backend". They never mutate the list they are given.

export type ListResult = { ok: true; list: Credential[] } | { ok: false; reason: 'duplicate' | 'not-found' };

let sequence = 0;

/** A fresh id for an entry made in this page (never sent anywhere, so it only has to be unique here). */
export function newCredentialId(): string {
  sequence += 1;
  return `local-${Date.now().toString(36)}-${sequence}`;
}

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'pt-BR', { sensitivity: 'accent' }) === 0;

/** True when another entry already uses this name (ignoring case and outer spaces) in this environment. */
export function hasDuplicateName(
  list: readonly Credential[],
  fields: Pick<CredentialFields, 'name' | 'environment'>,
  exceptId?: string,
): boolean {
  return list.some((c) => c.id !== exceptId && c.environment === fields.environment && sameName(c.name, fields.name));
}

/** Adds an entry at the top of the list, stamped now. */
export function createCredential(
  list: readonly Credential[],
  fields: CredentialFields,
  now: Date = new Date(),
  id: string = newCredentialId(),
): ListResult {
  if (hasDuplicateName(list, fields)) return { ok: false, reason: 'duplicate' };
  return { ok: true, list: [{ ...fields, id, lastUpdated: now.toISOString() }, ...list] };
}

/** Replaces an entry's fields in place (same id, same position), stamped now. */
export function updateCredential(
  list: readonly Credential[],
  id: string,
  fields: CredentialFields,
  now: Date = new Date(),
): ListResult {
  if (!list.some((c) => c.id === id)) return { ok: false, reason: 'not-found' };
  if (hasDuplicateName(list, fields, id)) return { ok: false, reason: 'duplicate' };
  return {
    ok: true,
    list: list.map((c) => (c.id === id ? { ...fields, id, lastUpdated: now.toISOString() } : c)),
  };
}

/** Drops an entry; an id that is no longer there is a failure, not a silent no-op. */
export function removeCredential(list: readonly Credential[], id: string): ListResult {
  if (!list.some((c) => c.id === id)) return { ok: false, reason: 'not-found' };
  return { ok: true, list: list.filter((c) => c.id !== id) };
}
