// The stack's server processes (PostgREST, n8n and its workers, a benchmark's Redis): their output's
// tail kept for the error that says why one did not start, a wait until one is ready, and a stop
// that cannot hang.
import { spawn, type ChildProcess } from 'node:child_process';

export interface KeptProcess {
  proc: ChildProcess;
  /** The last characters the process wrote (stdout and stderr). */
  output(): string;
  /** Whether the process has ever written a line matching `pattern` (one of those given as `watch`). */
  saw(pattern: RegExp): boolean;
}

/**
 * Starts `command` with its output piped: the last `keep` characters kept, each chunk also given to
 * `echo`. The `watch` patterns (a "ready" line) are remembered once seen, however much is written
 * after them, so a wait on one cannot miss it.
 */
export function spawnKept(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { keep = 6000, echo, watch = [] }: { keep?: number; echo?: (chunk: string) => void; watch?: RegExp[] } = {},
): KeptProcess {
  const proc = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const seen = new Set<RegExp>();
  const onData = (d: Buffer) => {
    const chunk = d.toString();
    // A line may arrive in two chunks: the watch looks at the new chunk with the end of the last ones.
    const recent = output.slice(-200) + chunk;
    for (const pattern of watch) if (pattern.test(recent)) seen.add(pattern);
    output = (output + chunk).slice(-keep);
    echo?.(chunk);
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  return { proc, output: () => output, saw: (pattern) => seen.has(pattern) };
}

/**
 * Asks `ready` every `everyMs` until it holds; throws with the process's output when it exits first or
 * `timeoutMs` passes. `what` names it in the error.
 */
export async function waitReady(
  kept: KeptProcess,
  what: string,
  ready: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 250,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (kept.proc.exitCode !== null) throw new Error(`${what} exited with ${kept.proc.exitCode}:\n${kept.output()}`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${kept.output()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** SIGTERM, and SIGKILL after `killAfterMs`; resolves once the process has exited. */
export async function stopProcess(proc: ChildProcess, killAfterMs = 10_000): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}
