import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FunctionCallError, useAuthStore } from 'shared-auth';
import { SUBSCRIPTION_KEY, subscriptionQuery } from 'shared-auth/query';
import type { PlanPageData } from '../types';
import { cancelSubscription } from './cancelSubscription';
import { fetchBilling } from './fetchBilling';
import { planKeys } from './queryKeys';

export const PLAN_LOAD_ERROR = 'Erro ao carregar dados do plano';

/** The billing function's answer for one customer. */
export const billingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: planKeys.billing(userId),
    queryFn: fetchBilling,
    placeholderData: keepPreviousData,
    meta: { errorLabel: '[plan] billing', errorMessage: PLAN_LOAD_ERROR },
  });

const useUserId = () => useAuthStore((s) => s.user?.id ?? '');

/** 'Meu Plano''s data for the signed-in customer. */
export function useBilling() {
  return useQuery(billingQueryOptions(useUserId()));
}

export const CANCEL_ERROR = 'Não foi possível cancelar a assinatura. Tente novamente.';

/** The function's own pt-BR refusal ('Nenhuma assinatura para cancelar.'), else the general one. */
function cancelErrorText(err: unknown): string {
  return err instanceof FunctionCallError && err.status > 0 && err.message ? err.message : CANCEL_ERROR;
}

/**
 * Cancels the subscription at the provider. The new state shows at once, on this page and wherever the
 * subscription is read (the shell's banner and guard); both are then read again from the server.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: cancelSubscription,
    meta: { errorLabel: '[plan] cancel', errorMessage: cancelErrorText },
    onSuccess: (state) => {
      queryClient.setQueryData(subscriptionQuery(userId).queryKey, state);
      queryClient.setQueryData(billingQueryOptions(userId).queryKey, (data: PlanPageData | undefined) =>
        data ? { ...data, subscription: state } : data,
      );
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      void queryClient.invalidateQueries({ queryKey: planKeys.billing(userId) });
    },
  });
}
