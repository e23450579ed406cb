import { findCheckoutPlan } from 'shared-domain';
import { resolvePlan } from './resolvePlan';

describe('resolvePlan', () => {
  it('takes the plan from the query', () => {
    expect(resolvePlan('anual', null)).toEqual({ plan: findCheckoutPlan('anual'), unknownQuery: null });
  });

  it('falls back to navigation state, as a period or a plan object', () => {
    expect(resolvePlan(null, { plan: 'semestral' }).plan?.period).toBe('semestral');
    expect(resolvePlan(null, { plan: { period: 'mensal', name: 'Mensal' } }).plan?.period).toBe('mensal');
  });

  it('reports an unknown query value without stopping: the state still decides', () => {
    expect(resolvePlan('vitalicio', { plan: 'anual' })).toEqual({
      plan: findCheckoutPlan('anual'),
      unknownQuery: 'vitalicio',
    });
    expect(resolvePlan('vitalicio', null)).toEqual({ plan: null, unknownQuery: 'vitalicio' });
  });

  it('gives no plan (back to /) with neither', () => {
    expect(resolvePlan(null, undefined)).toEqual({ plan: null, unknownQuery: null });
    expect(resolvePlan(null, { plan: 42 })).toEqual({ plan: null, unknownQuery: null });
  });

  it('proposes the next plan up for an upgrade from the dashboard', () => {
    expect(resolvePlan(null, { fromUpgrade: true, currentPlan: 'Mensal' }).plan?.period).toBe('semestral');
    expect(resolvePlan(null, { fromUpgrade: true, currentPlan: 'Semestral' }).plan?.period).toBe('anual');
    expect(resolvePlan(null, { fromUpgrade: true, currentPlan: 'Anual' }).plan?.period).toBe('anual');
    // The dashboard's plan screen names the plan as the provider does.
    expect(resolvePlan(null, { fromUpgrade: true, currentPlan: 'Plano Mensal' }).plan?.period).toBe('semestral');
    expect(resolvePlan(null, { fromUpgrade: true }).plan?.period).toBe('mensal');
  });
});
