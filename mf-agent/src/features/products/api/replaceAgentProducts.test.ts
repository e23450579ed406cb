import { getSupabase } from 'shared-auth/client';
import { replaceAgentProducts } from './replaceAgentProducts';

jest.mock('shared-auth/client', () => ({ getSupabase: jest.fn() }));

function answer(result: { data: unknown; error: unknown }) {
  const rpc = jest.fn().mockResolvedValue(result);
  jest.mocked(getSupabase).mockReturnValue({ rpc } as never);
  return rpc;
}

const products = [{ codigo: 'P1', nome: 'Consulta', valor: 150, descricao: null }];

describe('replaceAgentProducts', () => {
  it('replaces the list in one call of replace_agent_products and gives the saved rows', async () => {
    const rows = [{ id: 'p-1', agent_id: 'a-1', ...products[0], created_at: '2026-03-18T12:00:00Z' }];
    const rpc = answer({ data: rows, error: null });
    await expect(replaceAgentProducts('a-1', products)).resolves.toEqual(rows);
    expect(rpc).toHaveBeenCalledWith('replace_agent_products', { p_agent_id: 'a-1', p_products: products });
  });

  it("rejects with the database's message", async () => {
    answer({ data: null, error: { message: 'Agente não encontrado', code: '42501' } });
    await expect(replaceAgentProducts('a-2', products)).rejects.toThrow('Agente não encontrado');
  });
});
