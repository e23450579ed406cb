import { getRest } from 'shared-auth';
import { fetchConversations, PAGE_SIZE } from './fetchConversations';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), getRest: jest.fn() }));

/** PostgREST's builder as the fetcher drives it: every call recorded, the answer at the end. */
function answering(answer: { data: unknown; error: unknown }) {
  const calls: [string, unknown[]][] = [];
  const builder: Record<string, unknown> = {
    then: (resolve: (value: unknown) => unknown) => Promise.resolve(answer).then(resolve),
  };
  for (const name of ['from', 'select', 'eq', 'or', 'order', 'range']) {
    builder[name] = (...args: unknown[]) => {
      calls.push([name, args]);
      return builder;
    };
  }
  jest.mocked(getRest).mockReturnValue(builder as never);
  return calls;
}

describe('fetchConversations', () => {
  it('asks a page of the newest conversations, nothing filtered', async () => {
    const calls = answering({ data: [{ id: 'a' }], error: null });
    await expect(fetchConversations({ waiting: false, search: '' }, 50)).resolves.toEqual([{ id: 'a' }]);
    expect(calls.map(([name]) => name)).toEqual(['from', 'select', 'order', 'order', 'range']);
    expect(calls[0]).toEqual(['from', ['conversas']]);
    expect(calls[2]).toEqual(['order', ['ultima_mensagem_em', { ascending: false, nullsFirst: false }]]);
    expect(calls[4]).toEqual(['range', [50, 50 + PAGE_SIZE - 1]]);
  });

  it('filters the ones waiting for the owner and searches name or number', async () => {
    const calls = answering({ data: [], error: null });
    await fetchConversations({ waiting: true, search: 'Ana 9876' }, 0);
    expect(calls).toContainEqual(['eq', ['estado', 'aguardando']]);
    expect(calls).toContainEqual(['or', ['nome.ilike."*Ana 9876*",telefone.like.*9876*']]);
  });

  it("throws PostgREST's refusal", async () => {
    answering({ data: null, error: { message: 'permission denied' } });
    await expect(fetchConversations({ waiting: false, search: '' }, 0)).rejects.toThrow('permission denied');
  });
});
