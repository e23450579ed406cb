import { weeklySchedule, type AgentSchedule } from 'shared-domain';
import { DEFAULT_AGENT_SCHEDULE } from 'shared-domain/testing';
import { buildSchedule, toDraft } from './buildSchedule';

const stored: AgentSchedule = { ...DEFAULT_AGENT_SCHEDULE, max_agendamentos_dia: 12, periodo_disponivel: 60 };

describe('toDraft', () => {
  it('copies the days, so editing the draft never changes the stored schedule', () => {
    const weekly = weeklySchedule(stored);
    const draft = toDraft(weekly);
    draft.dias.segunda.intervalos.push({ inicio: '12:00', fim: '13:00' });
    expect(weekly.dias.segunda.intervalos).toEqual([]);
    expect(draft.duracao).toBe('30');
    expect(draft.tempoEntre).toBe('0');
  });

  it('reads the minimum notice, and 120 minutes for a schedule saved before it existed', () => {
    expect(toDraft(weeklySchedule({ ...stored, antecedencia_minima: 1440 })).antecedencia).toBe('1440');
    const older: Partial<AgentSchedule> = { ...stored };
    delete older.antecedencia_minima;
    expect(toDraft(weeklySchedule(older as AgentSchedule)).antecedencia).toBe('120');
  });
});

describe('buildSchedule', () => {
  it('saves what was set, the flat fields kept true to the days', () => {
    const draft = toDraft(weeklySchedule(stored));
    draft.dias.segunda = {
      ativo: true,
      horario_inicio: '08:00',
      horario_fim: '17:00',
      intervalos: [
        { inicio: '15:00', fim: '15:15' },
        { inicio: '12:00', fim: '13:00' },
      ],
    };
    draft.dias.terca.intervalos = [{ inicio: '12:00', fim: '13:00' }];
    draft.dias.quarta.intervalos = [{ inicio: '12:00', fim: '13:00' }];
    draft.dias.quinta.intervalos = [{ inicio: '12:00', fim: '13:00' }];
    draft.dias.sexta = { ativo: false, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] };
    draft.dias.sabado = {
      ativo: true,
      horario_inicio: '09:00',
      horario_fim: '19:30',
      intervalos: [{ inicio: '12:00', fim: '13:00' }],
    };
    draft.duracao = '45';
    draft.tempoEntre = '10';
    draft.antecedencia = '240';

    const saved = buildSchedule(draft, stored);
    expect(saved.dias_atendimento).toEqual({
      domingo: false,
      segunda: true,
      terca: true,
      quarta: true,
      quinta: true,
      sexta: false,
      sabado: true,
    });
    expect(saved.horario_inicio).toBe('08:00');
    expect(saved.horario_fim).toBe('19:30');
    // Only the break every open day has; Monday's extra one stays on Monday.
    expect(saved.intervalos).toEqual([{ inicio: '12:00', fim: '13:00' }]);
    expect(saved.dias.segunda.intervalos).toEqual([
      { inicio: '12:00', fim: '13:00' },
      { inicio: '15:00', fim: '15:15' },
    ]);
    expect(saved.dias.sexta).toEqual({ ativo: false, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] });
    expect(saved.duracao_atendimento).toBe(45);
    expect(saved.tempo_entre_atendimentos).toBe(10);
    expect(saved.antecedencia_minima).toBe(240);
    expect(saved.max_agendamentos_dia).toBe(12);
    expect(saved.periodo_disponivel).toBe(60);
  });

  it('has no flat breaks when the open days share none', () => {
    const draft = toDraft(weeklySchedule(stored));
    draft.dias.segunda.intervalos = [{ inicio: '12:00', fim: '13:00' }];
    expect(buildSchedule(draft, stored).intervalos).toEqual([]);
  });

  it('round-trips through weeklySchedule unchanged', () => {
    const saved = buildSchedule(toDraft(weeklySchedule(stored)), stored);
    expect(weeklySchedule(saved)).toEqual(saved);
    expect(buildSchedule(toDraft(weeklySchedule(saved)), saved)).toEqual(saved);
  });
});
