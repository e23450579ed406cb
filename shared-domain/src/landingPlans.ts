// shared-domain/landing-plans: the landing's plan catalogue alone (no validation library, not the
// checkout's catalogue), so the landing route carries only what it shows. The main entry re-exports
// the same modules.
export * from './plans/planPeriod.ts';
export * from './plans/landingPlans.ts';
