import { useMutation } from '@tanstack/react-query';
import { REVIEW_MESSAGES } from '../messages';
import { activateAgent, type Activation } from './activateAgent';

/** 'Ativar Assistente'; a failure is logged and toasted by the client. */
export function useActivateAgent(onActivated: (activation: Activation) => void) {
  return useMutation({
    mutationFn: () => activateAgent(),
    meta: { errorMessage: REVIEW_MESSAGES.failed, errorLabel: '[agent] activate' },
    onSuccess: onActivated,
  });
}
