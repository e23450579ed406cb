import { useCallback, useState } from 'react';
import { DEFAULT_BREAK, type DaySchedule, type TimeInterval, type Weekday } from 'shared-domain';
import { toast } from 'shared-ui';
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
  const [expanded, setExpanded] = useState<Weekday | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutate, isPending: saving } = useSaveProfessional(userId);

  const changeDay = useCallback((day: Weekday, change: (d: DaySchedule) => DaySchedule) => {
    setDraft((d) => ({ ...d, dias: { ...d.dias, [day]: change(d.dias[day]) } }));
  }, []);
  const toggleExpanded = useCallback(
    (day: Weekday) => {
      if (!draft.dias[day].ativo) return;
      setExpanded((current) => (current === day ? null : day));
    },
    [draft.dias],
  );
  const setActive = useCallback(
    (day: Weekday, ativo: boolean) => {
      changeDay(day, (d) => ({ ...d, ativo }));
      if (!ativo) setExpanded((current) => (current === day ? null : current));
    },
    [changeDay],
  );
  const setHours = useCallback(
    (day: Weekday, field: 'horario_inicio' | 'horario_fim', value: string) =>
      changeDay(day, (d) => ({ ...d, [field]: value })),
    [changeDay],
  );
  const addBreak = useCallback(
    (day: Weekday) => changeDay(day, (d) => ({ ...d, intervalos: [...d.intervalos, { ...DEFAULT_BREAK }] })),
    [changeDay],
  );
  const changeBreak = useCallback(
    (day: Weekday, index: number, field: keyof TimeInterval, value: string) =>
      changeDay(day, (d) => ({
        ...d,
        intervalos: d.intervalos.map((interval, i) => (i === index ? { ...interval, [field]: value } : interval)),
      })),
    [changeDay],
  );
  const removeBreak = useCallback(
    (day: Weekday, index: number) =>
      changeDay(day, (d) => ({ ...d, intervalos: d.intervalos.filter((_, i) => i !== index) })),
    [changeDay],
  );
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
    expanded,
    errors,
    refusal,
    saving,
    setNome,
    toggleService,
    toggleExpanded,
    setActive,
    setHours,
    addBreak,
    changeBreak,
    removeBreak,
    save,
  };
}
