import { useCallback, useState } from 'react';

/** The debug box keeps the last 10 lines. */
export const DEBUG_LOG_LINES = 10;

const clock = () => new Date().toLocaleTimeString('pt-BR', { hour12: false });

export function useDebugLog() {
  const [lines, setLines] = useState<string[]>([]);
  const log = useCallback((line: string) => {
    setLines((current) => [...current, `[${clock()}] ${line}`].slice(-DEBUG_LOG_LINES));
  }, []);
  return { lines, log };
}
