import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callbackDestination, GOOGLE_MESSAGES, hasActiveSubscription, mapGoogleError, useAuthStore } from 'shared-auth';
import { CHECKOUT_RESUME_KEYS, readCheckoutResume } from 'shared-domain';
import { Spinner, toast } from 'shared-ui';
import { CenteredPage } from '../../components/CenteredPage';
import { SHELL_PAGES, mountOf } from 'shared-build/apps';

/** How long a visitor without a session waits on the callback before giving up. */
export const SIGNED_OUT_WAIT_MS = 5000;

/** The auth callback screen: finishes the sign-in, then routes by subscription and saved checkout. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);
  const [phase, setPhase] = useState<'finishing' | 'redirecting'>('finishing');
  const handled = useRef(false);
  const redirect = params.get('redirect');
  const providerError = params.get('error');
  const cameFromProvider = params.has('code');

  // A provider that answered with an error: nothing to wait for.
  useEffect(() => {
    if (!providerError || handled.current) return;
    handled.current = true;
    toast.error(providerError === 'access_denied' ? mapGoogleError('access_denied') : GOOGLE_MESSAGES.callbackFailed);
    navigate(SHELL_PAGES.login, { replace: true });
  }, [providerError, navigate]);

  // Signed in: decide where to go.
  useEffect(() => {
    if (handled.current || providerError || loading || !user) return;
    handled.current = true;
    setPhase('redirecting');
    const resume = readCheckoutResume(window.localStorage, Date.now());
    const savedReturnUrl = window.localStorage.getItem(CHECKOUT_RESUME_KEYS.returnUrl);
    hasActiveSubscription()
      .then((active) => {
        if (cameFromProvider) toast.success(GOOGLE_MESSAGES.success);
        navigate(callbackDestination({ redirect, resume, savedReturnUrl, hasActiveSubscription: active }), {
          replace: true,
        });
      })
      .catch(() => navigate(mountOf('mf_checkout'), { replace: true }));
  }, [loading, user, providerError, redirect, cameFromProvider, navigate]);

  // Signed out once auth has loaded: wait 5 s, then checkout if a session arrived, else /login.
  useEffect(() => {
    if (handled.current || providerError || loading || user) return;
    const timer = window.setTimeout(() => {
      if (handled.current) return;
      handled.current = true;
      if (useAuthStore.getState().user) {
        navigate(mountOf('mf_checkout'), { replace: true });
      } else {
        toast.error(GOOGLE_MESSAGES.callbackError);
        navigate(SHELL_PAGES.login, { replace: true });
      }
    }, SIGNED_OUT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [loading, user, providerError, navigate]);

  return (
    <CenteredPage title={phase === 'finishing' ? 'Finalizando sua autenticação...' : 'Redirecionando...'}>
      <Spinner label={phase === 'finishing' ? 'Finalizando sua autenticação...' : 'Redirecionando...'} />
    </CenteredPage>
  );
}
