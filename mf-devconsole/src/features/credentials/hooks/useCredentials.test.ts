import { act, renderHook } from '@testing-library/react';
import { toast } from 'shared-ui';
import { SAMPLE_CREDENTIALS } from '../sampleCredentials';
import { useCredentials } from './useCredentials';

let toastSuccess: jest.SpyInstance;
let toastError: jest.SpyInstance;

beforeEach(() => {
  jest.restoreAllMocks();
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
});

const fields = {
  name: 'Nova',
  value: 'exemplo',
  description: '',
  environment: 'development',
  category: 'other',
} as const;

describe('useCredentials', () => {
  it('starts from the samples', () => {
    const { result } = renderHook(() => useCredentials());
    expect(result.current.credentials).toEqual(SAMPLE_CREDENTIALS);
  });

  it('says so when the entry to delete is already gone', () => {
    const { result } = renderHook(() => useCredentials());
    const id = SAMPLE_CREDENTIALS[0].id;
    act(() => {
      expect(result.current.remove(id)).toBe(true);
      expect(result.current.remove(id)).toBe(false);
    });
    expect(toastSuccess).toHaveBeenCalledWith('Credencial excluída com sucesso');
    expect(toastError).toHaveBeenCalledWith('Erro ao excluir credencial');
    expect(result.current.credentials).toHaveLength(SAMPLE_CREDENTIALS.length - 1);
  });

  it('fails to save an edit of an entry that is gone', () => {
    const { result } = renderHook(() => useCredentials());
    let outcome: unknown;
    act(() => {
      outcome = result.current.save(fields, 'sumiu');
    });
    expect(outcome).toEqual({ ok: false, reason: 'not-found' });
    expect(toastError).toHaveBeenCalledWith('Erro ao salvar credencial');
  });

  it('sees its own change made in the same tick (no stale list)', () => {
    const { result } = renderHook(() => useCredentials([]));
    act(() => {
      expect(result.current.save(fields)).toEqual({ ok: true });
      expect(result.current.save(fields)).toEqual({ ok: false, reason: 'duplicate' });
    });
    expect(result.current.credentials).toHaveLength(1);
    expect(toastSuccess).toHaveBeenCalledWith('Credencial criada com sucesso');
  });
});
