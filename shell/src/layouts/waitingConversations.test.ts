import { getRest } from 'shared-auth';
import { fetchWaitingCount, WAITING_POLL_MS, waitingQueryOptions } from './waitingConversations';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), getRest: jest.fn() }));

function answering(answer: { count: number | null; error: unknown }) {
  const eq = jest.fn().mockResolvedValue(answer);
  const select = jest.fn().mockReturnValue({ eq });
  const from = jest.fn().mockReturnValue({ select });
  jest.mocked(getRest).mockReturnValue({ from } as never);
  return { from, select, eq };
}

describe('fetchWaitingCount', () => {
  it("counts the owner's conversations waiting for them, without reading a row", async () => {
    const { from, select, eq } = answering({ count: 3, error: null });
    await expect(fetchWaitingCount()).resolves.toBe(3);
    expect(from).toHaveBeenCalledWith('conversas');
    expect(select).toHaveBeenCalledWith('id', { count: 'exact', head: true });
    expect(eq).toHaveBeenCalledWith('estado', 'aguardando');
  });

  it('throws a refusal, so the menu leaves the count out', async () => {
    answering({ count: null, error: { message: 'JWT expired' } });
    await expect(fetchWaitingCount()).rejects.toThrow('JWT expired');
  });

  it("is read every 15 s, under the inbox's keys", () => {
    const options = waitingQueryOptions('u1');
    expect(options.queryKey).toEqual(['inbox', 'u1', 'waiting']);
    expect(options.refetchInterval).toBe(WAITING_POLL_MS);
    expect(WAITING_POLL_MS).toBe(15_000);
  });
});
