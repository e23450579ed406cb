import { useEffect, useState } from 'react';
import { COUNTDOWN_START_SECONDS, nextCountdown } from './countdownTime';

export const COUNTDOWN_TICK_MS = 1000;

/** Seconds left on the offer: ticks every second and restarts at the start value after zero. */
export function useCountdown(initialSeconds: number = COUNTDOWN_START_SECONDS): number {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    const id = setInterval(() => setSeconds(nextCountdown), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, []);
  return seconds;
}
