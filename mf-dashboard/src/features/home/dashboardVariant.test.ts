import { dashboardVariant } from './dashboardVariant';
import { sampleStats } from './sampleStats.fixture';

describe('dashboardVariant', () => {
  it('welcomes a customer whose assistant is not activated', () => {
    expect(dashboardVariant(sampleStats({ hasAgentConfig: false }))).toBe('welcome');
  });

  it('waits for the first attendances when there are none and nothing is booked', () => {
    expect(dashboardVariant(sampleStats({ totalAtendimentos: 0, proximosAgendamentos: [] }))).toBe('empty');
  });

  it('shows everything once there is an attendance or an upcoming appointment', () => {
    expect(dashboardVariant(sampleStats())).toBe('full');
    expect(dashboardVariant(sampleStats({ totalAtendimentos: 3, proximosAgendamentos: [] }))).toBe('full');
    expect(dashboardVariant(sampleStats({ totalAtendimentos: 0 }))).toBe('full');
  });
});
