import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'shared-ui';
import { useReadState } from '../../../lib/readState';
import { fetchReminderSettings } from './fetchReminderSettings';
import { scheduleKeys } from './queryKeys';
import { saveReminderSettings, type ReminderSettings } from './saveReminderSettings';

export const REMINDER_MESSAGES = {
  saved: 'Configurações de lembretes salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações de lembretes',
} as const;

/** The owner's reminder settings (the defaults when they never saved any). */
export const reminderSettingsQueryOptions = (idDono: string) =>
  queryOptions({
    queryKey: scheduleKeys.reminderSettings(idDono),
    queryFn: () => fetchReminderSettings(idDono),
    meta: { errorLabel: '[agenda] reminder settings' },
  });

/**
 * The owner's reminder settings: loaded, changed on the page (in the query's cache: the switches show
 * what is set, saved or not), saved on request. A failed save keeps what was set on screen.
 */
export function useReminderSettings(idDono: string) {
  const queryClient = useQueryClient();
  const query = useQuery(reminderSettingsQueryOptions(idDono));
  const { mutate, isPending } = useMutation({
    mutationFn: (settings: ReminderSettings) => saveReminderSettings(idDono, settings),
    meta: { errorLabel: '[agenda] save reminder settings', errorMessage: REMINDER_MESSAGES.saveFailed },
    onSuccess: () => toast.success(REMINDER_MESSAGES.saved),
  });

  const change = useCallback(
    (key: keyof ReminderSettings, value: boolean) =>
      queryClient.setQueryData(reminderSettingsQueryOptions(idDono).queryKey, (settings) =>
        settings ? { ...settings, [key]: value } : settings,
      ),
    [queryClient, idDono],
  );
  const { data, isSuccess, refetch } = query;
  const save = useCallback(() => {
    if (isSuccess) mutate(data);
  }, [isSuccess, data, mutate]);

  return {
    state: useReadState(query),
    saving: isPending,
    change,
    save,
    reload: useCallback(() => void refetch(), [refetch]),
  };
}
