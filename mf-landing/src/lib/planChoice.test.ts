import { checkoutPath, PLAN_NAVIGATE_DELAY_MS, PLAN_TOAST_MS, planSelectedMessage } from './planChoice';

describe('plan choice rules', () => {
  it('has the plan-choice timings', () => {
    expect(PLAN_TOAST_MS).toBe(1500);
    expect(PLAN_NAVIGATE_DELAY_MS).toBe(500);
  });

  it('goes to /checkout with the plan period', () => {
    expect(checkoutPath('mensal')).toBe('/checkout?plan=mensal');
    expect(checkoutPath('semestral')).toBe('/checkout?plan=semestral');
    expect(checkoutPath('anual')).toBe('/checkout?plan=anual');
  });

  it('names the plan in the toast', () => {
    expect(planSelectedMessage('anual')).toBe('Plano Anual selecionado! Redirecionando para o checkout...');
    expect(planSelectedMessage('mensal')).toBe('Plano Mensal selecionado! Redirecionando para o checkout...');
  });
});
