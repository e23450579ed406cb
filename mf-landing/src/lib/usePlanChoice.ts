import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'shared-ui';
import {
  checkoutPath,
  PLAN_NAVIGATE_DELAY_MS,
  PLAN_TOAST_MS,
  planSelectedMessage,
  type LandingPeriod,
} from './planChoice';

/** What the shell passes to ./App: preloads a remote the visitor is likely to open next. */
export type WarmRemote = (remote: 'mf_checkout' | string) => void;

/** The plan-choice API the header, the hero and the pricing section receive from App. */
export interface PlanChoice {
  /** Shows the toast, then goes to /checkout?plan={period} 500 ms later. Ignored while a choice is pending. */
  choose: (period: LandingPeriod) => void;
  /** Call on pointer enter / focus of a plan button: preloads the checkout remote. */
  warm: () => void;
  /** The plan being opened, or null. Plan buttons are disabled while it is set (no double clicks). */
  pending: LandingPeriod | null;
}

/**
 * Choosing a plan: a success toast for 1.5 s at once, navigation to the checkout after
 * 0.5 s. A second click before the navigation does nothing.
 */
export function usePlanChoice(warmRemote?: WarmRemote): PlanChoice {
  const navigate = useNavigate();
  const [pending, setPending] = useState<LandingPeriod | null>(null);
  // State updates are asynchronous: a ref also stops two clicks handled before the next render.
  const pendingRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const warm = useCallback(() => warmRemote?.('mf_checkout'), [warmRemote]);

  const choose = useCallback(
    (period: LandingPeriod) => {
      if (pendingRef.current) return;
      pendingRef.current = true;
      setPending(period);
      warmRemote?.('mf_checkout');
      toast.success(planSelectedMessage(period), { duration: PLAN_TOAST_MS });
      timer.current = setTimeout(() => {
        pendingRef.current = false;
        setPending(null);
        navigate(checkoutPath(period));
      }, PLAN_NAVIGATE_DELAY_MS);
    },
    [navigate, warmRemote],
  );

  return { choose, warm, pending };
}
