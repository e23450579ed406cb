import { weeklySchedule, type DaySchedule, type Weekday } from '../entities/agentConfig.ts';
import { DEFAULT_AGENT_SCHEDULE } from '../testing/agentSchedule.ts';
import { validateDays } from './week.ts';

/** The onboarding default's days (Monday to Friday 09:00–18:00) with changes. */
function days(change: (d: Record<Weekday, DaySchedule>) => void = () => {}): Record<Weekday, DaySchedule> {
  const d = weeklySchedule(DEFAULT_AGENT_SCHEDULE).dias;
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

describe('validateDays', () => {
  it('accepts the default days and ones with breaks inside the day', () => {
    expect(validateDays(days())).toEqual([]);
    const withBreaks = days((d) => {
      d.segunda = day({
        intervalos: [
          { inicio: '12:00', fim: '13:00' },
          { inicio: '09:00', fim: '09:15' },
        ],
      });
      d.sexta = day({ horario_fim: '13:00', intervalos: [{ inicio: '12:00', fim: '13:00' }] });
    });
    expect(validateDays(withBreaks)).toEqual([]);
  });

  it('needs at least one open day', () => {
    const closed = days((d) => {
      for (const key of Object.keys(d) as Weekday[]) d[key].ativo = false;
    });
    expect(validateDays(closed)).toEqual(['Ative pelo menos um dia de atendimento.']);
  });

  it('needs an open day to end after it starts', () => {
    expect(validateDays(days((d) => (d.segunda = day({ horario_fim: '09:00' }))))).toEqual([
      'Segunda-feira: o horário de término deve ser depois do horário de início.',
    ]);
    expect(validateDays(days((d) => (d.terca = day({ horario_inicio: '' }))))).toEqual([
      'Terça-feira: informe os horários de início e de término.',
    ]);
  });

  it('ignores the hours of a closed day', () => {
    expect(validateDays(days((d) => (d.domingo = day({ ativo: false, horario_fim: '08:00' }))))).toEqual([]);
  });

  it('needs each break to end after it starts, inside the day, apart from the others', () => {
    const errors = validateDays(
      days((d) => {
        d.quarta = day({
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
});
