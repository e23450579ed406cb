import { findCheckoutPlan } from '../plans/checkoutPlans.ts';
import { installmentOptions } from './installmentOptions.ts';

// Intl writes 'R$' + U+00A0 + amount.
const brl = (amount: string) => `R$\u00a0${amount}`;

describe('installmentOptions', () => {
  it('offers one option for the monthly plan', () => {
    expect(installmentOptions(findCheckoutPlan('mensal')!, 'credit_card')).toEqual([
      { value: 1, label: `1x de ${brl('97,00')} sem juros` },
    ]);
  });

  it('offers 1 to 12 for the annual plan on the card', () => {
    const options = installmentOptions(findCheckoutPlan('anual')!, 'credit_card');
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(options[0].label).toBe(`1x de ${brl('970,00')} sem juros`);
    expect(options[2].label).toBe(`3x de ${brl('323,33')} sem juros`);
    expect(options[11].label).toBe(`12x de ${brl('80,83')} sem juros`);
  });

  it('offers 1 to 6 for the semiannual plan on the card', () => {
    const options = installmentOptions(findCheckoutPlan('semestral')!, 'credit_card');
    expect(options).toHaveLength(6);
    expect(options[5].label).toBe(`6x de ${brl('80,83')} sem juros`);
  });

  it('offers one discounted option for PIX and boleto', () => {
    expect(installmentOptions(findCheckoutPlan('anual')!, 'pix')).toEqual([
      { value: 1, label: `1x de ${brl('921,50')} sem juros` },
    ]);
    expect(installmentOptions(findCheckoutPlan('semestral')!, 'boleto')).toHaveLength(1);
  });

  it('offers nothing for the custom plan', () => {
    expect(installmentOptions(findCheckoutPlan('personalizado')!, 'credit_card')).toEqual([]);
  });
});
