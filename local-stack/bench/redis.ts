// A Redis server for a benchmark (n8n's queue mode): Debian's redis-server, installed by
// scripts/ensure-system-deps.sh when missing, on loopback, nothing written to disk.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { spawnKept, stopProcess, waitReady } from '../src/childProcess.ts';
import { repoRoot } from '../src/config.ts';

export async function startRedis(port: number): Promise<{ stop(): Promise<void> }> {
  execFileSync(path.join(repoRoot, 'scripts/ensure-system-deps.sh'), ['redis-server'], { stdio: 'inherit' });
  const redis = spawnKept(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    process.env,
  );
  try {
    await waitReady(redis, 'redis-server', () => /Ready to accept connections/.test(redis.output()), 10_000, 100);
  } catch (err) {
    await stopProcess(redis.proc);
    throw err;
  }
  return { stop: () => stopProcess(redis.proc) };
}
