import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCheckoutStore } from '../../lib/checkoutStore';
import { resolvePlan, type CheckoutNavigationState } from './resolvePlan';

/**
 * Puts the plan of the URL (or of navigation state) in the checkout store, or sends the visitor to /.
 * The same plan again keeps the checkout where it was (back from Google, a reload at step 2).
 */
export function usePlanFromRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = params.get('plan');
  const state = location.state as CheckoutNavigationState | null;

  useEffect(() => {
    const { plan, unknownQuery } = resolvePlan(query, state);
    if (unknownQuery !== null) console.warn(`[checkout] plano desconhecido na URL: "${unknownQuery}"`);
    if (!plan) {
      navigate('/', { replace: true });
      return;
    }
    const current = useCheckoutStore.getState();
    if (current.plan?.period !== plan.period) current.choosePlan(plan);
  }, [query, state, navigate]);

  return { fromUpgrade: Boolean(state?.fromUpgrade), currentPlan: state?.currentPlan ?? null };
}
