export function recordStep(name: string, seconds: number): void;
export function readSteps(file: string): { name: string; seconds: number }[];
export function timeTable(
  rows: { name: string; seconds: number; ok: boolean; steps: { name: string; seconds: number }[] }[],
  totalSeconds: number,
): string;
