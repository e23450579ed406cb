export const EPHEMERAL_FROM: number;
export const TEST_PORTS: Readonly<{
  stackTests: number;
  stackTestsPglite: number;
  restartTest: number;
  typegen: number;
  bench: number;
  e2eSite: number;
  e2eStack: number;
}>;
export const STACK_OFFSETS: readonly number[];
export const SITE_OFFSETS: readonly number[];
export function canBind(port: number, host?: string): Promise<boolean>;
export function freeBlock(
  preferred: number,
  options?: { offsets?: readonly number[]; step?: number; tries?: number },
): Promise<number>;
export function isPortTaken(error: unknown): boolean;
export function onFreeBlock<T>(
  preferred: number,
  start: (base: number) => Promise<T>,
  options?: {
    offsets?: readonly number[];
    step?: number;
    attempts?: number;
    onRetry?: (base: number, error: unknown) => void;
  },
): Promise<T>;
export function portHolder(port: number): string | null;
export interface TakenPort {
  label: string;
  port: number;
  holder: string | null;
}
export function takenPorts(wanted: Record<string, number>): Promise<TakenPort[]>;
export function takenPortsMessage(taken: TakenPort[]): string;
