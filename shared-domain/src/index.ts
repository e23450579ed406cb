// Public API of shared-domain. Every module is re-exported here: the package is a Module
// Federation singleton imported by name, so nothing may be reachable only through a deep import.

export * from './plans/planPeriod';
export * from './plans/checkoutPlans';
export * from './plans/landingPlans';

export * from './pricing/money';
export * from './pricing/paymentMethod';
export * from './pricing/installments';
export * from './pricing/methodDiscount';
export * from './pricing/quote';
export * from './pricing/installmentOptions';

export * from './documents/normalize';
export * from './documents/cpf';
export * from './documents/cnpj';
export * from './documents/cpfCnpj';
export * from './documents/masks';
export * from './documents/generators';
export * from './documents/phone';

export * from './validation/text';
export * from './validation/fieldErrors';
export * from './validation/requiredFields';
export * from './validation/signupScreen';
export * from './validation/loginForm';
export * from './validation/signUpService';
export * from './validation/checkoutAccount';
export * from './validation/cardForm';

export * from './checkout-resume/checkoutResume';
export * from './checkout-resume/planFromReturnUrl';

export * from './entities/personType';
export * from './entities/roles';
export * from './entities/ownerCode';
export * from './entities/profile';
export * from './entities/agentConfig';
export * from './entities/agenda';
export * from './entities/attendance';
export * from './entities/billing';
export * from './entities/billingSummary';
export * from './entities/checkoutPayment';
export * from './entities/whatsappInstance';
export * from './entities/notifications';
