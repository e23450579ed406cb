import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_KEY } from 'shared-auth/query';
import type { CheckoutResult } from 'shared-domain';
import { paymentErrorMessage } from '../paymentMessages';
import { createPayment, type CreatePaymentInput } from './createPayment';

/**
 * The payment as a mutation: its failure is logged and toasted (the step also shows it on the form);
 * a success makes the subscription be read again, so the shell's banner and guard see the new plan.
 */
export function useCreatePayment(onCreated: (result: CheckoutResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentInput) => createPayment(input),
    meta: { errorMessage: paymentErrorMessage, errorLabel: '[checkout] payment' },
    onSuccess: (result) => {
      onCreated(result);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    },
  });
}
