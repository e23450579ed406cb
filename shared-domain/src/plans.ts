// shared-domain/plans: the plan catalogues alone (no validation library), for light pages such as
// the landing. The main entry re-exports the same modules.
export * from './plans/planPeriod';
export * from './plans/checkoutPlans';
export * from './plans/landingPlans';
