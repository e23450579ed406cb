import { useCallback, useState } from 'react';
import { toast } from 'shared-ui';
import { useAsyncData, type AsyncState } from 'shared-ui/widgets';
import { fetchReminderSettings } from '../api/fetchReminderSettings';
import { saveReminderSettings, type ReminderSettings } from '../api/saveReminderSettings';

export const REMINDER_MESSAGES = {
  saved: 'Configurações de lembretes salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações de lembretes',
} as const;

export type ReminderSettingsState = AsyncState<ReminderSettings>;

/** The owner's reminder settings: loaded (defaults when missing), changed on the page, saved on request. */
export function useReminderSettings(idDono: string) {
  const { state, reload, update } = useAsyncData(() => fetchReminderSettings(idDono), [idDono], {
    onError: (err) => console.error('[agenda] reminder settings', err),
  });
  const [saving, setSaving] = useState(false);

  const change = useCallback(
    (key: keyof ReminderSettings, value: boolean) => update((settings) => ({ ...settings, [key]: value })),
    [update],
  );

  const save = useCallback(async () => {
    if (state.status !== 'ready') return;
    setSaving(true);
    try {
      await saveReminderSettings(idDono, state.data);
      toast.success(REMINDER_MESSAGES.saved);
    } catch (err) {
      // What the person set stays on screen, ready for another try.
      console.error('[agenda] save reminder settings', err);
      toast.error(REMINDER_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }, [idDono, state]);

  return { state, saving, change, save, reload };
}
