import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: the next frame, then a task after
 * it. What waits for it (the chart library) never holds back the first paint of the page around it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
