import { getRest } from 'shared-auth';
import type { AgentProductRow } from 'shared-domain';
import type { ProductInput } from '../utils/productDrafts';

/**
 * Replaces the agent's products with `products` in one transaction (rpc replace_agent_products): a
 * refused list leaves the stored one as it was. Resolves with the rows as saved.
 */
export async function replaceAgentProducts(agentId: string, products: ProductInput[]): Promise<AgentProductRow[]> {
  const { data, error } = await getRest().rpc('replace_agent_products', {
    p_agent_id: agentId,
    p_products: products,
  });
  if (error) throw new Error(error.message);
  return data ?? [];
}
