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
  it('accepts the default schedule and one with breaks inside the day', () => {
    expect(validateSchedule(draft())).toEqual([]);
    const withBreaks = draft((d) => {
      d.dias.segunda = day({
        intervalos: [
          { inicio: '12:00', fim: '13:00' },
          { inicio: '09:00', fim: '09:15' },
        ],
      });
      d.dias.sexta = day({ horario_fim: '13:00', intervalos: [{ inicio: '12:00', fim: '13:00' }] });
    });
    expect(validateSchedule(withBreaks)).toEqual([]);
  });

  it('needs at least one open day', () => {
    const closed = draft((d) => {
      for (const key of Object.keys(d.dias) as (keyof typeof d.dias)[]) d.dias[key].ativo = false;
    });
    expect(validateSchedule(closed)).toEqual(['Ative pelo menos um dia de atendimento.']);
  });

  it('needs an open day to end after it starts', () => {
    expect(validateSchedule(draft((d) => (d.dias.segunda = day({ horario_fim: '09:00' }))))).toEqual([
      'Segunda-feira: o horário de término deve ser depois do horário de início.',
    ]);
    expect(validateSchedule(draft((d) => (d.dias.terca = day({ horario_inicio: '' }))))).toEqual([
      'Terça-feira: informe os horários de início e de término.',
    ]);
  });

  it('ignores the hours of a closed day', () => {
    expect(validateSchedule(draft((d) => (d.dias.domingo = day({ ativo: false, horario_fim: '08:00' }))))).toEqual([]);
  });

  it('needs each break to end after it starts, inside the day, apart from the others', () => {
    const errors = validateSchedule(
      draft((d) => {
        d.dias.quarta = day({
          intervalos: [
            { inicio: '13:00', fim: '12:00' },
            { inicio: '08:00', fim: '09:30' },
            { inicio: '17:30', fim: '18:30' },
            { inicio: '12:00', fim: '13:00' },
            { inicio: '12:30', fim: '14:00' },
            { inicio: '', fim: '15:00' },
          ],
        });
      }),
    );
    expect(errors).toEqual([
      'Quarta-feira: o intervalo 1 deve terminar depois de começar.',
      'Quarta-feira: o intervalo 2 deve ficar dentro do horário de atendimento (09:00 às 18:00).',
      'Quarta-feira: o intervalo 3 deve ficar dentro do horário de atendimento (09:00 às 18:00).',
      'Quarta-feira: informe o início e o fim do intervalo 6.',
      'Quarta-feira: os intervalos 4 e 5 se sobrepõem.',
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
