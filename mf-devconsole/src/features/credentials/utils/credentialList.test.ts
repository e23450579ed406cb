import type { Credential, CredentialFields } from '../types';
import {
  createCredential,
  hasDuplicateName,
  newCredentialId,
  removeCredential,
  updateCredential,
} from './credentialList';

const base: Credential = {
  id: 'a',
  name: 'Asaas API Key',
  value: 'exemplo-a',
  description: '',
  lastUpdated: '2025-01-01T00:00:00.000Z',
  environment: 'production',
  category: 'payment',
};
const list: readonly Credential[] = [base, { ...base, id: 'b', name: 'Evolution API Key', category: 'api' }];
const fields = (over: Partial<CredentialFields> = {}): CredentialFields => ({
  name: 'Nova',
  value: 'exemplo-nova',
  description: 'Descrição',
  environment: 'development',
  category: 'other',
  ...over,
});
const now = new Date('2025-03-12T14:30:00.000Z');

describe('hasDuplicateName', () => {
  it('matches the same name in the same environment, ignoring case and outer spaces', () => {
    expect(hasDuplicateName(list, { name: '  asaas api KEY ', environment: 'production' })).toBe(true);
  });

  it('allows the same name in another environment, and an entry keeping its own name', () => {
    expect(hasDuplicateName(list, { name: 'Asaas API Key', environment: 'development' })).toBe(false);
    expect(hasDuplicateName(list, { name: 'Asaas API Key', environment: 'production' }, 'a')).toBe(false);
  });
});

describe('createCredential', () => {
  it('adds the entry first, with the given id and time stamp, without touching the input', () => {
    const result = createCredential(list, fields(), now, 'novo');
    expect(result).toEqual({
      ok: true,
      list: [{ ...fields(), id: 'novo', lastUpdated: '2025-03-12T14:30:00.000Z' }, ...list],
    });
    expect(list).toHaveLength(2);
  });

  it('refuses a duplicate name in the same environment', () => {
    expect(createCredential(list, fields({ name: 'Asaas API Key', environment: 'production' }))).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });

  it('gives each new entry its own id', () => {
    expect(newCredentialId()).not.toBe(newCredentialId());
  });
});

describe('updateCredential', () => {
  it('replaces the fields in place and stamps the time', () => {
    const result = updateCredential(list, 'b', fields({ name: 'Evolution API Key' }), now);
    expect(result.ok && result.list.map((c) => c.id)).toEqual(['a', 'b']);
    expect(result.ok && result.list[1]).toEqual({
      ...fields({ name: 'Evolution API Key' }),
      id: 'b',
      lastUpdated: now.toISOString(),
    });
    expect(result.ok && result.list[0]).toBe(base);
  });

  it('refuses a name another entry uses in the same environment', () => {
    expect(updateCredential(list, 'b', fields({ name: 'asaas api key', environment: 'production' }))).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });

  it('fails for an entry that is gone', () => {
    expect(updateCredential(list, 'x', fields())).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('removeCredential', () => {
  it('drops the entry', () => {
    expect(removeCredential(list, 'a')).toEqual({ ok: true, list: [list[1]] });
  });

  it('fails for an entry that is gone', () => {
    expect(removeCredential(list, 'x')).toEqual({ ok: false, reason: 'not-found' });
  });
});
