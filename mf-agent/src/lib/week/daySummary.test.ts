import { daySummary } from './daySummary';

describe('daySummary', () => {
  it('gives the hours and the number of breaks', () => {
    expect(daySummary({ ativo: true, horario_inicio: '09:00', horario_fim: '18:00', intervalos: [] })).toBe(
      '09:00 – 18:00 · 0 intervalo(s)',
    );
    const breaks = [
      { inicio: '12:00', fim: '13:00' },
      { inicio: '15:00', fim: '15:15' },
    ];
    expect(daySummary({ ativo: true, horario_inicio: '08:00', horario_fim: '12:00', intervalos: breaks })).toBe(
      '08:00 – 12:00 · 2 intervalo(s)',
    );
  });
});
