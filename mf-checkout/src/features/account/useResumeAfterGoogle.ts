import { useEffect } from 'react';
import { useAuthStore } from 'shared-auth';
import { clearCheckoutResume, readCheckoutResume } from 'shared-domain';
import { toast } from 'shared-ui';
import { useCheckoutStore } from '../../lib/checkoutStore';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { customerFromUser } from './customerFromUser';

/**
 * Back from Google (spec 1 §4): a signed-in user with a checkout saved in the last 30 minutes goes
 * straight to step 2, with the customer rebuilt from the profile, the metadata and the saved form;
 * the saved items are cleared either way once auth has settled.
 */
export function useResumeAfterGoogle() {
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);

  useEffect(() => {
    if (loading) return;
    const saved = readCheckoutResume(window.localStorage, Date.now());
    if (!saved) return;
    clearCheckoutResume(window.localStorage);
    if (!user) return; // the sign-in did not happen: nothing to resume
    useCheckoutStore
      .getState()
      .setCustomer(customerFromUser(user, profile, { ...saved.formData, personType: saved.personType }));
    toast.success(ACCOUNT_MESSAGES.googleResumed);
  }, [loading, user, profile]);
}
