import { useCallback, useEffect, useState } from 'react';
import { toast } from 'shared-ui';
import { fetchReminderSettings } from '../api/fetchReminderSettings';
import { saveReminderSettings, type ReminderSettings } from '../api/saveReminderSettings';

export const REMINDER_MESSAGES = {
  saved: 'Configurações de lembretes salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações de lembretes',
} as const;

export type ReminderSettingsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; settings: ReminderSettings };

/** The owner's reminder settings: loaded (defaults when missing), changed on the page, saved on request. */
export function useReminderSettings(idDono: string | null) {
  const [state, setState] = useState<ReminderSettingsState>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!idDono) return;
    let current = true;
    setState({ status: 'loading' });
    fetchReminderSettings(idDono).then(
      (settings) => current && setState({ status: 'ready', settings }),
      (err: unknown) => {
        if (!current) return;
        console.error('[agenda] reminder settings', err);
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [idDono, attempt]);

  const change = useCallback((key: keyof ReminderSettings, value: boolean) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', settings: { ...s.settings, [key]: value } } : s));
  }, []);

  const save = useCallback(async () => {
    if (!idDono || state.status !== 'ready') return;
    setSaving(true);
    try {
      await saveReminderSettings(idDono, state.settings);
      toast.success(REMINDER_MESSAGES.saved);
    } catch (err) {
      // What the person set stays on screen, ready for another try.
      console.error('[agenda] save reminder settings', err);
      toast.error(REMINDER_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }, [idDono, state]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, saving, change, save, reload };
}
