// shared-domain/auth-rules: what shared-auth's client and the shell's staff check need (profile
// checks, sign-up rules and metadata, the callback's plan, the subscribed statuses), apart from the
// rest of the package and its validation library: the signed-in area's first load carries only this.
export { isUserRole } from './entities/roles.ts';
export { isPersonType } from './entities/personType.ts';
export { normalizeCnpj, normalizeCpf } from './documents/normalize.ts';
export { normalizePhone } from './documents/phone.ts';
export { validateSignUpService } from './validation/signUpService.ts';
export { planFromReturnUrl } from './checkout-resume/planFromReturnUrl.ts';
export { SUBSCRIBED_STATUSES } from './entities/billing.ts';
