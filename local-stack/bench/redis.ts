// A Redis server for a benchmark (n8n's queue mode): Debian's redis-server, installed by
// scripts/ensure-system-deps.sh when missing, on loopback, nothing written to disk.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';

export async function startRedis(port: number): Promise<{ stop(): Promise<void> }> {
  execFileSync(path.join(repoRoot, 'scripts/ensure-system-deps.sh'), ['redis-server'], { stdio: 'inherit' });
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  proc.stdout.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 10_000;
  while (!/Ready to accept connections/.test(output)) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}
