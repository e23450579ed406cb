import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAuthStore } from 'shared-auth';
import { QueryProvider } from 'shared-auth/query';
import { createTestQueryClient, signIn, TEST_USER } from 'shared-auth/testing';
import { publishFirstPaintStats, takeFirstPaintStats } from '../firstPaint/handoff';
import { sampleStats } from '../sampleStats.fixture';
import { dashboardStatsQueryOptions, useDashboardStats } from './dashboardStatsQuery';
import { fetchDashboardStats } from './fetchDashboardStats';

jest.mock('./fetchDashboardStats');
const fetchStats = jest.mocked(fetchDashboardStats);

function renderStats() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={queryClient}>{children}</QueryProvider>
  );
  return renderHook(() => useDashboardStats(), { wrapper });
}

beforeEach(() => {
  jest.resetAllMocks();
  takeFirstPaintStats();
  useAuthStore.getState().reset();
  useAuthStore.setState({ loading: true });
  fetchStats.mockResolvedValue(sampleStats());
  // Failed reads are logged by the query client.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe("the home stats query, started from the first paint's answer", () => {
  it('waits for the session, then asks once; a reload asks again', async () => {
    const { result } = renderStats();
    expect(fetchStats).not.toHaveBeenCalled();
    act(() => signIn());
    await waitFor(() => expect(fetchStats).toHaveBeenCalledTimes(1));
    expect(fetchStats).toHaveBeenCalledWith(TEST_USER.id);
    // Later changes of the session start nothing more.
    act(() => useAuthStore.setState({ loading: false }));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state.data).toEqual(sampleStats());
    expect(fetchStats).toHaveBeenCalledTimes(1);
    act(() => result.current.reload());
    await waitFor(() => expect(fetchStats).toHaveBeenCalledTimes(2));
  });

  it('asks at once when the session is already known', async () => {
    signIn();
    renderStats();
    await waitFor(() => expect(fetchStats).toHaveBeenCalledWith(TEST_USER.id));
  });

  it('is not used for another customer, nor once it is old', async () => {
    const figures = { ...sampleStats(), totalAtendimentos: 99 };
    const queryClient = createTestQueryClient();
    publishFirstPaintStats({ userId: TEST_USER.id, at: Date.now(), stats: Promise.resolve(figures) });
    await expect(queryClient.fetchQuery(dashboardStatsQueryOptions('someone-else'))).resolves.toEqual(sampleStats());
    expect(fetchStats).toHaveBeenCalledWith('someone-else');

    publishFirstPaintStats({ userId: TEST_USER.id, at: Date.now() - 11_000, stats: Promise.resolve(figures) });
    await expect(queryClient.fetchQuery(dashboardStatsQueryOptions(TEST_USER.id))).resolves.toEqual(sampleStats());
    expect(fetchStats).toHaveBeenCalledWith(TEST_USER.id);
  });

  it('keeps a failed request for the page to report', async () => {
    fetchStats.mockRejectedValue(new Error('offline'));
    await expect(createTestQueryClient().fetchQuery(dashboardStatsQueryOptions(TEST_USER.id))).rejects.toThrow(
      'offline',
    );
  });

  it("takes over the first-paint script's request instead of asking again, once", async () => {
    const figures = { ...sampleStats(), totalAtendimentos: 99 };
    publishFirstPaintStats({ userId: TEST_USER.id, at: Date.now(), stats: Promise.resolve(figures) });
    signIn();
    const { result } = renderStats();
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state.data).toEqual(figures);
    expect(fetchStats).not.toHaveBeenCalled();
    // Taken once: a reload asks the server.
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state.data).toEqual(sampleStats()));
    expect(fetchStats).toHaveBeenCalledTimes(1);
  });

  it('asks itself when the first-paint request failed', async () => {
    publishFirstPaintStats({ userId: TEST_USER.id, at: Date.now(), stats: Promise.resolve(null) });
    await expect(createTestQueryClient().fetchQuery(dashboardStatsQueryOptions(TEST_USER.id))).resolves.toEqual(
      sampleStats(),
    );
    expect(fetchStats).toHaveBeenCalledWith(TEST_USER.id);
  });
});
