import { cancelSubscription } from './cancelSubscription';
import { fetchBilling } from './fetchBilling';
import { parseSubscriptionSnapshot } from './subscriptionSnapshot';

const invoke = jest.fn();
const invokeFunction = jest.fn();
jest.mock('shared-auth', () => ({
  getFunctions: () => ({ invoke }),
}));
jest.mock('shared-auth/client', () => ({
  invokeFunction: (...args: unknown[]) => invokeFunction(...args),
}));

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
    invoke.mockResolvedValue({
      data: { plan: null, nextPayment: null, history: [], subscription: state },
      error: null,
    });
    const data = await fetchBilling();
    expect(invoke).toHaveBeenCalledWith('billing', { method: 'GET' });
    expect(data.subscription).toMatchObject({
      status: 'active',
      planName: 'Plano Mensal',
      currentPeriodEnd: '2026-12-05',
    });
  });

  it('refuses an answer without a history', async () => {
    invoke.mockResolvedValue({ data: { plan: null }, error: null });
    await expect(fetchBilling()).rejects.toThrow('empty billing answer');
  });

  it('cancels with POST action cancel and reads the new state, alone or in a billing answer', async () => {
    invokeFunction.mockResolvedValueOnce({ ...state, status: 'canceled', cancelAtPeriodEnd: true });
    await expect(cancelSubscription()).resolves.toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(invokeFunction).toHaveBeenCalledWith('billing', { action: 'cancel' });
    invokeFunction.mockResolvedValueOnce({ history: [], subscription: { ...state, status: 'canceled' } });
    await expect(cancelSubscription()).resolves.toMatchObject({ status: 'canceled' });
    invokeFunction.mockResolvedValueOnce({ ok: true });
    await expect(cancelSubscription()).rejects.toThrow();
  });

  it('reads a pending change and ignores what is not a subscription state', () => {
    const change = { plan: 'anual', planName: 'Plano Anual', value: 970, cycle: 'YEARLY', effectiveOn: '2026-12-05' };
    expect(parseSubscriptionSnapshot({ ...state, pendingChange: change })?.pendingChange).toEqual(change);
    expect(parseSubscriptionSnapshot({ status: 'whatever' })).toBeNull();
    expect(parseSubscriptionSnapshot(null)).toBeNull();
  });
});
