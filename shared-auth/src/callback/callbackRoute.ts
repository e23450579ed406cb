import { MOUNTS } from 'shared-build/paths';
import { planFromReturnUrl, type CheckoutResume } from 'shared-domain';

export interface CallbackInputs {
  /** The redirect query value of /auth/callback: 'checkout' or 'dashboard'. */
  redirect: string | null;
  /** A checkout in progress saved before leaving for the provider, under 30 minutes old. */
  resume: CheckoutResume | null;
  /** The saved return URL as stored, without the in-progress checks (used when redirect=checkout). */
  savedReturnUrl: string | null;
  hasActiveSubscription: boolean;
}

/**
 * Auth callback routing for a signed-in user: an active subscription goes to the
 * dashboard; anyone else to the checkout, keeping the plan of the saved return URL when a checkout
 * was in progress or when the redirect parameter asks for the checkout.
 */
export function callbackDestination({
  redirect,
  resume,
  savedReturnUrl,
  hasActiveSubscription,
}: CallbackInputs): string {
  if (hasActiveSubscription) return MOUNTS.mf_dashboard;
  const returnUrl = resume?.returnUrl ?? (redirect === 'checkout' ? savedReturnUrl : null);
  const plan = planFromReturnUrl(returnUrl);
  return plan ? `${MOUNTS.mf_checkout}?plan=${encodeURIComponent(plan)}` : MOUNTS.mf_checkout;
}
