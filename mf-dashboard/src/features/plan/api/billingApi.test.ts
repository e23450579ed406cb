import { callFunction, parseMySubscription } from 'shared-auth';
import { cancelSubscription } from './cancelSubscription';
import { fetchBilling } from './fetchBilling';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), callFunction: jest.fn() }));
const call = jest.mocked(callFunction);

const state = {
  status: 'active',
  access: 'full',
  plan: 'mensal',
  planName: 'Plano Mensal',
  value: 97,
  cycle: 'MONTHLY',
  trialEndsOn: null,
  currentPeriodEnd: '2026-12-05',
  nextDueDate: '2026-12-05',
  cancelAtPeriodEnd: false,
  overdue: null,
  pendingChange: null,
};

beforeEach(() => jest.resetAllMocks());

describe('the plan screen’s calls', () => {
  it('reads billing with GET and keeps the local state it carries', async () => {
    call.mockResolvedValue({ plan: null, nextPayment: null, history: [], subscription: state });
    const data = await fetchBilling();
    expect(call).toHaveBeenCalledWith('billing', { method: 'GET' });
    expect(data.subscription).toMatchObject({
      status: 'active',
      planName: 'Plano Mensal',
      currentPeriodEnd: '2026-12-05',
    });
  });

  it('refuses an answer without a history', async () => {
    call.mockResolvedValue({ plan: null });
    await expect(fetchBilling()).rejects.toThrow('empty billing answer');
  });

  it('cancels with POST action cancel and reads the new state, alone or in a billing answer', async () => {
    call.mockResolvedValueOnce({ ...state, status: 'canceled', cancelAtPeriodEnd: true });
    await expect(cancelSubscription()).resolves.toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(call).toHaveBeenCalledWith('billing', { body: { action: 'cancel' } });
    call.mockResolvedValueOnce({ history: [], subscription: { ...state, status: 'canceled' } });
    await expect(cancelSubscription()).resolves.toMatchObject({ status: 'canceled' });
    call.mockResolvedValueOnce({ ok: true });
    await expect(cancelSubscription()).rejects.toThrow();
  });

  it('reads a pending change and ignores what is not a subscription state', () => {
    const change = { plan: 'anual', planName: 'Plano Anual', value: 970, cycle: 'YEARLY', effectiveOn: '2026-12-05' };
    expect(parseMySubscription({ ...state, pendingChange: change })?.pendingChange).toEqual(change);
    expect(parseMySubscription({ status: 'whatever' })).toBeNull();
    expect(parseMySubscription(null)).toBeNull();
  });
});
