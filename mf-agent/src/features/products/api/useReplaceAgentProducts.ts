import { useMutation } from '@tanstack/react-query';
import type { AgentProductRow } from 'shared-domain';
import { PRODUCT_MESSAGES, type ProductInput } from '../utils/productDrafts';
import { replaceAgentProducts } from './replaceAgentProducts';

/** The step's save; a failure is logged and toasted by the client, and the table keeps what was typed. */
export function useReplaceAgentProducts(agentId: string, onSaved: (rows: AgentProductRow[]) => void) {
  return useMutation({
    mutationFn: (products: ProductInput[]) => replaceAgentProducts(agentId, products),
    meta: { errorMessage: PRODUCT_MESSAGES.saveFailed, errorLabel: '[products] save' },
    onSuccess: onSaved,
  });
}
