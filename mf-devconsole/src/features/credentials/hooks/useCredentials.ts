import { useCallback, useRef, useState } from 'react';
import { toast } from 'shared-ui';
import {
  CREDENTIAL_CREATED,
  CREDENTIAL_DELETE_ERROR,
  CREDENTIAL_DELETED,
  CREDENTIAL_SAVE_ERROR,
  CREDENTIAL_UPDATED,
} from '../messages';
import { SAMPLE_CREDENTIALS } from '../sampleCredentials';
import type { Credential, CredentialFields } from '../types';
import { createCredential, removeCredential, updateCredential } from '../utils/credentialList';

export type SaveOutcome = { ok: true } | { ok: false; reason: 'duplicate' | 'not-found' };

/**
 * The page's credential list and its actions with their toasts. Local by design: no call
 * leaves the browser and a reload brings the samples back. Values are never logged.
 */
export function useCredentials(initial: readonly Credential[] = SAMPLE_CREDENTIALS) {
  const [credentials, setCredentials] = useState<readonly Credential[]>(initial);
  // The latest list, read synchronously: two actions in one tick must not both start from a stale render.
  const latest = useRef(credentials);
  const commit = useCallback((next: readonly Credential[]) => {
    latest.current = next;
    setCredentials(next);
  }, []);

  /** Creates (no id) or updates (id) an entry; refuses a duplicate name in the same environment. */
  const save = useCallback(
    (fields: CredentialFields, id?: string): SaveOutcome => {
      const result = id ? updateCredential(latest.current, id, fields) : createCredential(latest.current, fields);
      if (!result.ok) {
        toast.error(CREDENTIAL_SAVE_ERROR);
        return result;
      }
      commit(result.list);
      toast.success(id ? CREDENTIAL_UPDATED : CREDENTIAL_CREATED);
      return { ok: true };
    },
    [commit],
  );

  /** Deletes an entry; true when it was there to delete. */
  const remove = useCallback(
    (id: string): boolean => {
      const result = removeCredential(latest.current, id);
      if (!result.ok) {
        toast.error(CREDENTIAL_DELETE_ERROR);
        return false;
      }
      commit(result.list);
      toast.success(CREDENTIAL_DELETED);
      return true;
    },
    [commit],
  );

  return { credentials, save, remove };
}
