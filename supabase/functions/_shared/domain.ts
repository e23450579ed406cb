// The checkout's price and document rules, from shared-domain: the browser shows prices with the
// same code, and the server charges with it. Deep imports (not the package entry) keep the
// validation library and the UI-only modules out of the functions.
export { findCheckoutPlan, isPayablePlan, type CheckoutPlan } from '../../../shared-domain/src/plans/checkoutPlans.ts';
export { quote, type Quote } from '../../../shared-domain/src/pricing/quote.ts';
export { maxInstallments } from '../../../shared-domain/src/pricing/installments.ts';
export { toCents } from '../../../shared-domain/src/pricing/money.ts';
export {
  BILLING_TYPE_BY_METHOD,
  isPaymentMethod,
  type BillingType,
  type PaymentMethod,
} from '../../../shared-domain/src/pricing/paymentMethod.ts';
export { isValidCpf } from '../../../shared-domain/src/documents/cpf.ts';
export { isValidCnpj } from '../../../shared-domain/src/documents/cnpj.ts';
export { isValidCpfOrCnpj } from '../../../shared-domain/src/documents/cpfCnpj.ts';
export { normalizeDocument, onlyDigits } from '../../../shared-domain/src/documents/normalize.ts';
export { isValidPhone, normalizePhone } from '../../../shared-domain/src/documents/phone.ts';
export { MONTHLY_TRIAL_DAYS, PAYMENT_STATUSES } from '../../../shared-domain/src/entities/billing.ts';
export type {
  CheckoutPaymentResult,
  CheckoutResult,
  CheckoutSubscription,
  CheckoutUpgradeResult,
} from '../../../shared-domain/src/entities/checkoutPayment.ts';
export type { MySubscription } from '../../../shared-domain/src/entities/mySubscription.ts';
export { validateCardForm, CARD_FORM_MESSAGES } from '../../../shared-domain/src/validation/cardForm.ts';
export { CHECKOUT_ACCOUNT_MESSAGES } from '../../../shared-domain/src/validation/checkoutAccount.ts';
export type {
  BillingPayment,
  BillingPlan,
  BillingSummary,
} from '../../../shared-domain/src/entities/billingSummary.ts';
