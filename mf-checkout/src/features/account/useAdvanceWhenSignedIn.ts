import { useEffect, useRef } from 'react';
import { useAuthStore } from 'shared-auth';
import { clearCheckoutResume, readCheckoutResume, type CheckoutAccountForm } from 'shared-domain';
import { toast } from 'shared-ui';
import { useCheckoutStore } from '../../lib/checkoutStore';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { customerFromUser } from './customerFromUser';

/**
 * Step 1 → 2 for a signed-in visitor: one already signed in, one just signed in or up
 * by the form (once it is no longer busy), and one back from Google with a checkout saved in the
 * last 30 minutes, whose customer data is rebuilt from the saved form. Saved items are cleared
 * once auth has settled, signed in or not (a failed Google sign-in leaves nothing behind).
 */
export function useAdvanceWhenSignedIn(form: CheckoutAccountForm, busy: boolean) {
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const setCustomer = useCheckoutStore((s) => s.setCustomer);
  // The form as typed, read when the visitor becomes signed in: typing alone re-runs nothing.
  const latestForm = useRef(form);
  latestForm.current = form;

  useEffect(() => {
    if (loading || busy) return;
    const saved = readCheckoutResume(window.localStorage, Date.now());
    if (saved) clearCheckoutResume(window.localStorage);
    if (!user) return;
    if (saved) {
      setCustomer(customerFromUser(user, profile, { ...saved.formData, personType: saved.personType }));
      toast.success(ACCOUNT_MESSAGES.googleResumed);
      return;
    }
    setCustomer(customerFromUser(user, profile, latestForm.current));
  }, [loading, busy, user, profile, setCustomer]);
}
