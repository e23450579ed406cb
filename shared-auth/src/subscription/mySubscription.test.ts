import { getRest } from '../rest/getRest';
import { mySubscription } from './mySubscription';

jest.mock('../rest/getRest', () => ({ getRest: jest.fn() }));

function answer(result: { data: unknown; error: unknown }) {
  const rpc = jest.fn().mockResolvedValue(result);
  jest.mocked(getRest).mockReturnValue({ rpc } as never);
  return rpc;
}

const STATE = {
  status: 'overdue',
  access: 'full',
  plan: 'mensal',
  planName: 'Plano Mensal',
  value: '97.00',
  cycle: 'MONTHLY',
  trialEndsOn: null,
  currentPeriodEnd: '2026-12-01',
  nextDueDate: '2026-12-01',
  cancelAtPeriodEnd: false,
  overdue: { since: '2026-11-05', graceEndsOn: '2026-11-12', value: 97, invoiceUrl: '' },
  pendingChange: null,
};

describe('mySubscription', () => {
  it('reads my_subscription and parses it', async () => {
    const rpc = answer({ data: STATE, error: null });
    const state = await mySubscription();
    expect(rpc).toHaveBeenCalledWith('my_subscription');
    expect(state).toMatchObject({ status: 'overdue', access: 'full', value: 97, planName: 'Plano Mensal' });
    // An empty invoice address is no link.
    expect(state.overdue).toEqual({ since: '2026-11-05', graceEndsOn: '2026-11-12', value: 97, invoiceUrl: null });
  });

  it('throws the API error', async () => {
    answer({ data: null, error: { message: 'JWT expired' } });
    await expect(mySubscription()).rejects.toThrow('JWT expired');
  });

  it('throws on an answer that is not a subscription state', async () => {
    answer({ data: { status: 'whatever' }, error: null });
    await expect(mySubscription()).rejects.toThrow('my_subscription: unexpected answer');
  });
});
