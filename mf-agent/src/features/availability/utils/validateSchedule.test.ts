import { weeklySchedule, type DaySchedule } from 'shared-domain';
import { DEFAULT_AGENT_SCHEDULE } from 'shared-domain/testing';
import { toDraft } from './buildSchedule';
import { validateSchedule, type ScheduleDraft } from './validateSchedule';

/** The onboarding default (Monday to Friday 09:00–18:00, 30 min, no gap) with changes. */
function draft(change: (d: ScheduleDraft) => void = () => {}): ScheduleDraft {
  const d = toDraft(weeklySchedule(DEFAULT_AGENT_SCHEDULE));
  change(d);
  return d;
}

const day = (fields: Partial<DaySchedule>): DaySchedule => ({
  ativo: true,
  horario_inicio: '09:00',
  horario_fim: '18:00',
  intervalos: [],
  ...fields,
});

describe('validateSchedule', () => {
  it('accepts the default schedule', () => {
    expect(validateSchedule(draft())).toEqual([]);
  });

  it("holds the days to the week's rules (validateDays), their problems first", () => {
    const errors = validateSchedule(
      draft((d) => {
        d.dias.segunda = day({ horario_fim: '09:00' });
        d.duracao = '10';
      }),
    );
    expect(errors).toEqual([
      'Segunda-feira: o horário de término deve ser depois do horário de início.',
      'A duração do atendimento deve ser de pelo menos 15 minutos, em múltiplos de 15.',
    ]);
  });

  it('needs a duration of 15 minutes or more in steps of 15, and a gap of 0 or more in steps of 5', () => {
    const duration = 'A duração do atendimento deve ser de pelo menos 15 minutos, em múltiplos de 15.';
    const gap = 'O tempo entre atendimentos deve ser de 0 ou mais minutos, em múltiplos de 5.';
    for (const value of ['', '0', '10', '20', '-15', '30.5', 'abc'])
      expect(validateSchedule(draft((d) => (d.duracao = value)))).toEqual([duration]);
    for (const value of ['15', '45', '60', '120'])
      expect(validateSchedule(draft((d) => (d.duracao = value)))).toEqual([]);
    for (const value of ['', '-5', '3', '7.5'])
      expect(validateSchedule(draft((d) => (d.tempoEntre = value)))).toEqual([gap]);
    for (const value of ['0', '5', '15']) expect(validateSchedule(draft((d) => (d.tempoEntre = value)))).toEqual([]);
  });

  it('needs a minimum notice of 0 to a week, in steps of 30 minutes', () => {
    const notice = 'A antecedência mínima deve ser de 0 a 7 dias, em múltiplos de 30 minutos.';
    for (const value of ['', '-30', '45', '10110', '90.5', 'abc'])
      expect(validateSchedule(draft((d) => (d.antecedencia = value)))).toEqual([notice]);
    for (const value of ['0', '30', '120', '150', '2880', '10080'])
      expect(validateSchedule(draft((d) => (d.antecedencia = value)))).toEqual([]);
  });
});
