// Public API of shared-domain. Every module is re-exported here: the package is a Module
// Federation singleton imported by name, so nothing may be reachable only through a deep import.

export * from './plans/planPeriod.ts';
export * from './plans/checkoutPlans.ts';
export * from './plans/landingPlans.ts';

export * from './pricing/money.ts';
export * from './pricing/paymentMethod.ts';
export * from './pricing/installments.ts';
export * from './pricing/methodDiscount.ts';
export * from './pricing/quote.ts';
export * from './pricing/installmentOptions.ts';

export * from './documents/normalize.ts';
export * from './documents/cpf.ts';
export * from './documents/cnpj.ts';
export * from './documents/cpfCnpj.ts';
export * from './documents/masks.ts';
export * from './documents/phone.ts';

export * from './dates/calendarDays.ts';

export * from './validation/text.ts';
export * from './validation/fieldErrors.ts';
export * from './validation/requiredFields.ts';
export * from './validation/signupScreen.ts';
export * from './validation/loginForm.ts';
export * from './validation/signUpService.ts';
export * from './validation/checkoutAccount.ts';
export * from './validation/cardForm.ts';

export * from './checkout-resume/checkoutResume.ts';
export * from './checkout-resume/planFromReturnUrl.ts';

// The database types, generated from the migrated database (never edited by hand): type-only, so
// the singleton carries no code for them. The entity row types below are built on them.
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types.ts';

export * from './entities/rowTypes.ts';
export * from './entities/personType.ts';
export * from './entities/roles.ts';
export * from './entities/profile.ts';
export * from './entities/agentConfig.ts';
export * from './entities/agenda.ts';
export * from './entities/attendance.ts';
export * from './entities/billing.ts';
export * from './entities/billingSummary.ts';
export * from './entities/checkoutPayment.ts';
export * from './entities/mySubscription.ts';
export * from './entities/whatsappInstance.ts';
export * from './whatsapp/cloud.ts';
export * from './entities/notifications.ts';

export * from './schedule/times.ts';
export * from './schedule/week.ts';
export * from './team/team.ts';

// What each edge function takes and answers (its body's schema, its answer's type).
export * from './contracts/contract.ts';
export * from './contracts/registry.ts';
export * from './contracts/agentActivate.ts';
export * from './contracts/assistantReply.ts';
export * from './contracts/assistantTools.ts';
export * from './contracts/billing.ts';
export * from './contracts/booking.ts';
export * from './contracts/conversations.ts';
export * from './contracts/googleCalendar.ts';
export * from './contracts/payments.ts';
export * from './contracts/sendNotification.ts';
export * from './contracts/staffLogin.ts';
export * from './contracts/whatsappInstance.ts';
