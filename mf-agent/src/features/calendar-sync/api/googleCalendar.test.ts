import { getSupabase, invokeFunction } from 'shared-auth/client';
import { authorizeCalendar } from './authorizeCalendar';
import { disconnectCalendar } from './disconnectCalendar';
import { fetchCalendarStatus } from './fetchCalendarStatus';
import { syncCalendar } from './syncCalendar';

jest.mock('shared-auth/client', () => ({ getSupabase: jest.fn(), invokeFunction: jest.fn() }));
const invoke = jest.mocked(invokeFunction);

beforeEach(() => jest.resetAllMocks());

describe('google-calendar calls', () => {
  it('asks for the consent URL with the page to come back to', async () => {
    invoke.mockResolvedValue({ url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' });
    await expect(authorizeCalendar('http://localhost:3000/user-dashboard/agent')).resolves.toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?x=1',
    );
    expect(invoke).toHaveBeenCalledWith('google-calendar', {
      action: 'authorize',
      redirectTo: 'http://localhost:3000/user-dashboard/agent',
    });
  });

  it('syncs and disconnects with their actions', async () => {
    const result = { synced: 2, created: 1, updated: 1, lastSync: '2026-03-18T12:00:00Z' };
    invoke.mockResolvedValueOnce(result).mockResolvedValueOnce({ disconnected: true });
    await expect(syncCalendar()).resolves.toEqual(result);
    await expect(disconnectCalendar()).resolves.toBeUndefined();
    expect(invoke.mock.calls).toEqual([
      ['google-calendar', { action: 'sync' }],
      ['google-calendar', { action: 'disconnect' }],
    ]);
  });

  it('reads the status through google_calendar_status', async () => {
    const rpc = jest
      .fn()
      .mockResolvedValue({ data: { isConnected: true, lastSync: '2025-03-12T17:30:00+00:00' }, error: null });
    jest.mocked(getSupabase).mockReturnValue({ rpc } as never);
    await expect(fetchCalendarStatus()).resolves.toEqual({ isConnected: true, lastSync: '2025-03-12T17:30:00+00:00' });
    expect(rpc).toHaveBeenCalledWith('google_calendar_status');

    rpc.mockResolvedValue({ data: { isConnected: false, lastSync: null }, error: null });
    await expect(fetchCalendarStatus()).resolves.toEqual({ isConnected: false, lastSync: null });
    rpc.mockResolvedValue({ data: null, error: { message: 'permission denied' } });
    await expect(fetchCalendarStatus()).rejects.toThrow('permission denied');
  });
});
