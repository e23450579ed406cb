import { useAuthStore } from 'shared-auth';
import { signIn, TEST_USER } from 'shared-auth/testing';
import { fetchDashboardStats } from './api/fetchDashboardStats';
import { publishFirstPaintStats } from './firstPaint/handoff';
import { sampleStats } from './sampleStats.fixture';
import { prefetchDashboardStats, takePrefetchedStats } from './statsPrefetch';

jest.mock('./api/fetchDashboardStats');
const fetchStats = jest.mocked(fetchDashboardStats);

beforeEach(() => {
  jest.resetAllMocks();
  jest.useRealTimers();
  useAuthStore.getState().reset();
  useAuthStore.setState({ loading: true });
  fetchStats.mockResolvedValue(sampleStats());
});

describe('the home stats asked for before the page renders', () => {
  it('waits for the session, then asks once; the page takes that request', async () => {
    prefetchDashboardStats();
    expect(fetchStats).not.toHaveBeenCalled();
    signIn();
    expect(fetchStats).toHaveBeenCalledTimes(1);
    expect(fetchStats).toHaveBeenCalledWith(TEST_USER.id);
    // Later changes of the session start nothing more.
    useAuthStore.setState({ loading: false });
    expect(fetchStats).toHaveBeenCalledTimes(1);
    await expect(takePrefetchedStats(TEST_USER.id)).resolves.toEqual(sampleStats());
    // Taken once: a reload asks again.
    expect(takePrefetchedStats(TEST_USER.id)).toBeNull();
  });

  it('asks at once when the session is already known', () => {
    signIn();
    prefetchDashboardStats();
    expect(fetchStats).toHaveBeenCalledWith(TEST_USER.id);
  });

  it('is not used for another customer, nor once it is old', () => {
    signIn();
    prefetchDashboardStats();
    expect(takePrefetchedStats('someone-else')).toBeNull();

    jest.useFakeTimers();
    prefetchDashboardStats();
    jest.advanceTimersByTime(11_000);
    expect(takePrefetchedStats(TEST_USER.id)).toBeNull();
  });

  it('keeps a failed request for the page to report', async () => {
    fetchStats.mockRejectedValue(new Error('offline'));
    signIn();
    prefetchDashboardStats();
    await expect(takePrefetchedStats(TEST_USER.id)).rejects.toThrow('offline');
  });

  it("takes over the first-paint script's request instead of asking again", async () => {
    const figures = { ...sampleStats(), totalAtendimentos: 99 };
    publishFirstPaintStats({ userId: TEST_USER.id, at: Date.now(), stats: Promise.resolve(figures) });
    signIn();
    prefetchDashboardStats();
    await expect(takePrefetchedStats(TEST_USER.id)).resolves.toEqual(figures);
    expect(fetchStats).not.toHaveBeenCalled();
  });

  it('asks itself when the first-paint request failed', async () => {
    publishFirstPaintStats({ userId: TEST_USER.id, at: Date.now(), stats: Promise.resolve(null) });
    signIn();
    prefetchDashboardStats();
    await expect(takePrefetchedStats(TEST_USER.id)).resolves.toEqual(sampleStats());
    expect(fetchStats).toHaveBeenCalledWith(TEST_USER.id);
  });
});
