import { useCallback, useState } from 'react';
import { toast } from 'shared-ui';
import { useWeekEditor, type UpdateWeekDays } from '../../../components/week/useWeekEditor';
import type { ProfessionalRow } from '../api/teamRest';
import { TEAM_MESSAGES } from '../messages';
import { toDraft, toInput, validateProfessional, type ProfessionalDraft } from '../utils/professionalDraft';
import { useSaveProfessional } from './useTeam';

/**
 * The add/edit form: the name, the week (the Agenda step's row editor: one day open at a time, only
 * an open day's), the services; checked before saving, and the database's refusal shown as it says it.
 * What was typed stays after a failed save.
 */
export function useProfessionalForm({
  userId,
  professional,
  titular,
  ordem,
  onSaved,
}: {
  userId: string;
  /** null: a new professional. */
  professional: ProfessionalRow | null;
  titular: ProfessionalRow | undefined;
  /** A new professional's place, after the others. */
  ordem: number;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<ProfessionalDraft>(() => toDraft(professional, titular));
  const [errors, setErrors] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutate, isPending: saving } = useSaveProfessional(userId);

  const updateDias = useCallback<UpdateWeekDays>((change) => setDraft((d) => ({ ...d, dias: change(d.dias) })), []);
  const week = useWeekEditor(draft.dias, updateDias);
  const setNome = useCallback((nome: string) => setDraft((d) => ({ ...d, nome })), []);
  const toggleService = useCallback((codigo: string, checked: boolean) => {
    setDraft((d) => ({
      ...d,
      servicos: checked ? [...d.servicos.filter((c) => c !== codigo), codigo] : d.servicos.filter((c) => c !== codigo),
    }));
  }, []);

  const save = useCallback(() => {
    const problems = validateProfessional(draft, Boolean(professional?.titular));
    setErrors(problems);
    setRefusal(null);
    if (problems.length > 0) return;
    mutate(toInput(draft, professional, ordem), {
      onSuccess: () => {
        toast.success(TEAM_MESSAGES.saved);
        onSaved();
      },
      onError: (error) => setRefusal(error.message),
    });
  }, [draft, professional, ordem, mutate, onSaved]);

  return {
    draft,
    ...week,
    errors,
    refusal,
    saving,
    setNome,
    toggleService,
    save,
  };
}
