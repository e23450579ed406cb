import { act, renderHook } from '@testing-library/react';
import { COUNTDOWN_START_SECONDS } from './countdownTime';
import { useCountdown } from './useCountdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('starts at 3 d 12 h 34 min 56 s and ticks once a second', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toBe(COUNTDOWN_START_SECONDS);

    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(COUNTDOWN_START_SECONDS);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(COUNTDOWN_START_SECONDS - 1);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(COUNTDOWN_START_SECONDS - 6);
  });

  it('restarts at the start value after reaching zero', () => {
    const { result } = renderHook(() => useCountdown(2));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(COUNTDOWN_START_SECONDS);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(COUNTDOWN_START_SECONDS - 1);
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderHook(() => useCountdown());
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
