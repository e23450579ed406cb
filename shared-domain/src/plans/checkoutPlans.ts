import type { PlanPeriod } from './planPeriod.ts';

/** A plan of the catalogue the checkout uses . */
export interface CheckoutPlan {
  name: string;
  /** Display text of the amount charged for the period. */
  price: string;
  /** Monthly list price in reais; 0 for the custom plan. */
  priceNumber: number;
  period: PlanPeriod;
  description: string;
  /** Reais taken off priceNumber × months. */
  discount: number;
  /** Reais charged per period, before any payment-method discount. */
  totalPrice: number;
  /** Free days before the first charge (only the monthly plan has them). */
  trialDays: number;
  features: readonly string[];
  billingText: string;
}

// The product's rule "totalPrice is priceNumber times 12 (anual), 6 (semestral) or 1" contradicts
// its own totals of 485 with discount 97 and 970 with discount 194. Read together, the discount is
// what the longer periods take off: totalPrice = priceNumber × months − discount. With priceNumber 97
// for the three paid plans this gives exactly 97, 485 (6 × 97 − 97) and 970 (12 × 97 − 194), i.e.
// "pay 5, use 6" and "pay 10, use 12"; the custom plan is 0 × 1 − 0. checkoutPlans.test.ts holds
// every entry to that rule.

/** What every paid plan includes (also the plan screen's benefits list). */
export const PLAN_BENEFITS = [
  'Até 500 atendimentos por mês',
  '1 número de WhatsApp',
  'Agente de IA básico',
  'Suporte por e-mail',
] as const;

// Amounts are written out as formatBRL prints them (checkoutPlans.test.ts holds them to it): formatting
// them here would build the page's first Intl formatter while the module loads, on every signed-in
// page, which costs a phone tens of milliseconds before anything shows.
function plan(entry: CheckoutPlan): CheckoutPlan {
  return Object.freeze({ ...entry, features: Object.freeze([...entry.features]) });
}

// Frozen: the package is a Module Federation singleton, one app mutating it would change the others.
export const CHECKOUT_PLANS: readonly CheckoutPlan[] = Object.freeze([
  plan({
    name: 'Mensal',
    price: 'R$\u00a097,00',
    priceNumber: 97,
    period: 'mensal',
    description: 'Comece com 7 dias grátis e pague mês a mês, sem fidelidade.',
    discount: 0,
    totalPrice: 97,
    trialDays: 7,
    features: ['7 dias grátis para testar', ...PLAN_BENEFITS],
    billingText: 'cobrado mensalmente após período de teste',
  }),
  plan({
    name: 'Semestral',
    price: 'R$\u00a0485,00',
    priceNumber: 97,
    period: 'semestral',
    description: 'Seis meses de assistente pagando cinco.',
    discount: 97,
    totalPrice: 485,
    trialDays: 0,
    features: [...PLAN_BENEFITS, 'Economia de R$\u00a097,00 no semestre', 'Até 6x sem juros no cartão'],
    billingText: 'cobrado semestralmente',
  }),
  plan({
    name: 'Anual',
    price: 'R$\u00a0970,00',
    priceNumber: 97,
    period: 'anual',
    description: 'Doze meses de assistente pagando dez.',
    discount: 194,
    totalPrice: 970,
    trialDays: 0,
    features: [...PLAN_BENEFITS, 'Economia de R$\u00a0194,00 no ano', 'Até 12x sem juros no cartão'],
    billingText: 'cobrado anualmente',
  }),
  plan({
    name: 'Empresarial',
    price: 'Sob consulta',
    priceNumber: 0,
    period: 'personalizado',
    description: 'Para redes e empresas com vários atendentes, unidades ou integrações específicas.',
    discount: 0,
    totalPrice: 0,
    trialDays: 0,
    features: [
      'Volume de atendimentos sob medida',
      'Vários números de WhatsApp',
      'Agente de IA personalizado para o seu negócio',
      'Integrações conforme proposta',
      'Atendimento dedicado',
    ],
    billingText: 'Valores personalizados conforme proposta',
  }),
]);

/** The checkout plan for a ?plan= value, or undefined for anything else (only logged). */
export function findCheckoutPlan(period: string | null | undefined): CheckoutPlan | undefined {
  return CHECKOUT_PLANS.find((p) => p.period === period);
}

/** The custom plan has no price: it is sold through a proposal, never charged by the checkout. */
export function isPayablePlan(plan: Pick<CheckoutPlan, 'totalPrice'>): boolean {
  return plan.totalPrice > 0;
}
