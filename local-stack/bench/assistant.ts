import crypto from 'node:crypto';
import fs from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import { openEveryDaySchedule } from '../../shared-domain/src/testing/agentSchedule.ts';
import { EVOLUTION_SANDBOX_PATH } from '../src/config.ts';
import { startStack, type RunningStack } from '../src/stack.ts';
import { startRedis } from './redis.ts';
import { benchStackOptions, grantPaidAccess } from './stack.ts';

/**
 * The assistant on the real n8n, measured from a client's WhatsApp message to the reply at the
 * gateway: the message enters the Evolution sandbox, goes through whatsapp-webhook and the workflow's
 * webhook to the agent, the model sandbox (two model calls around one horarios_livres tool call) and
 * assistant-tools, and the reply goes to assistant-reply, which records it and sends it through the gateway. The model answers at once, so what is
 * measured is the platform's own overhead. `npx tsx bench/assistant.ts [--json]` (PostgreSQL):
 *  - n8n's start (first start on a fresh database, with its migrations) and its memory once up;
 *  - 50 messages one after another: p50 / p95;
 *  - 20 voice notes one after another: p50 / p95, and what they add to a text's (kept, transcribed);
 *  - 20 clients writing at once: p95, and replies lost (target p95 < 1.5 s, none lost);
 *  - 60 clients writing at once: how many messages a second the engine carried, and replies lost.
 * BENCH_N8N_WORKERS=N runs n8n in queue mode (a main process, N workers, Redis from Debian's
 * redis-server) with BENCH_N8N_CONCURRENCY executions per worker (10, n8n's default): what one worker
 * carries.
 */
const SEQUENTIAL = 50;
const VOICE_NOTES = 20;
const CONCURRENT = 20;
/** The throughput burst: enough clients at once to keep every execution slot busy. */
const BURST = 60;
const WORKERS = Number(process.env.BENCH_N8N_WORKERS ?? 0);
const WORKER_CONCURRENCY = Number(process.env.BENCH_N8N_CONCURRENCY ?? 10);
const QUESTION = 'Tem horário amanhã?';
const TARGET_P95_MS = 1500;
const REPLY_TIMEOUT_MS = 60_000;

const json = process.argv.includes('--json');
const progress = json ? process.stderr : process.stdout;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Resident memory of a process (VmRSS), in MB. */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** An owner whose number is connected and whose assistant is published, made as the product makes it. */
async function activeOwner(stack: RunningStack): Promise<string> {
  const client = createClient(stack.url, stack.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const email = `bench.assistente.${Date.now()}@teste.com.br`;
  const { data, error } = await client.auth.signUp({
    email,
    password: 'senha-segura-123',
    options: { data: { full_name: 'Clínica Bench', phone: '11987654321', person_type: 'fisica' } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const created = await client.functions.invoke('whatsapp-instance', { body: { action: 'create' } });
  if (created.error) throw created.error;
  const instance = data.user.id.toLowerCase();
  await fetch(`${stack.url}${EVOLUTION_SANDBOX_PATH}/_control/instances/${instance}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '5511955500001' }),
  });
  const schedule = openEveryDaySchedule();
  await client
    .from('agent_configs')
    .update({
      name: 'Sofia',
      personality_description: 'Objetiva.',
      business_description: 'Clínica.',
      schedule,
      schedule_saved_at: new Date().toISOString(),
    })
    .eq('user_id', data.user.id);
  const agent = await client.from('agent_configs').select('id').eq('user_id', data.user.id).single();
  await client.rpc('replace_agent_products', {
    p_agent_id: (agent.data as { id: string }).id,
    p_products: [{ codigo: 'C01', nome: 'Consulta', valor: 100, descricao: '' }],
  });
  // The owner pays: only a subscription granting access publishes the assistant.
  await grantPaidAccess(stack, data.user.id);
  const activated = await client.functions.invoke('agent-activate', { body: {} });
  if (activated.error) throw new Error(`activation failed: ${await (activated.error.context as Response).text()}`);
  return instance;
}

/**
 * Watches the gateway's sent messages with one poll every 20 ms for all clients (a poll per client
 * would load the two cores the platform is measured on), resolving each client's wait on its reply.
 */
function replyWatcher(stack: RunningStack, instance: string) {
  const url = `${stack.url}${EVOLUTION_SANDBOX_PATH}/_control/messages?instance=${instance}`;
  const waiting = new Map<string, { seen: number; resolve: (at: number) => void }>();
  const counts = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const sent = (await (await fetch(url)).json()) as { number: string }[];
      const at = performance.now();
      counts.clear();
      for (const m of sent) counts.set(m.number, (counts.get(m.number) ?? 0) + 1);
      for (const [number, w] of waiting) {
        if ((counts.get(number) ?? 0) > w.seen) {
          waiting.delete(number);
          w.resolve(at);
        }
      }
      await sleep(20);
    }
  })();
  return {
    /** Resolves with the time the next reply to `number` was seen (null after REPLY_TIMEOUT_MS). */
    next(number: string): Promise<number | null> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(number);
          resolve(null);
        }, REPLY_TIMEOUT_MS);
        waiting.set(number, { seen: counts.get(number) ?? 0, resolve: (at) => (clearTimeout(timer), resolve(at)) });
      });
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

/**
 * A voice note saying QUESTION: 3 s of its own bytes (the gateway's sandbox tells the transcription
 * sandbox what each audio says, by its bytes), as WhatsApp sends them.
 */
const voiceNote = () => ({
  audio: {
    base64: crypto.randomBytes(6 * 1024).toString('base64'),
    mimetype: 'audio/ogg; codecs=opus',
    seconds: 3,
    text: QUESTION,
  },
});

/** Sends one client message (a text, or a voice note) and resolves with the time until its reply reached the gateway (null: lost). */
async function roundTrip(
  stack: RunningStack,
  instance: string,
  watcher: ReturnType<typeof replyWatcher>,
  from: string,
  voice = false,
): Promise<number | null> {
  const reply = watcher.next(from);
  const started = performance.now();
  await fetch(`${stack.url}${EVOLUTION_SANDBOX_PATH}/_control/instances/${instance}/receive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, pushName: 'Cliente', ...(voice ? voiceNote() : { text: QUESTION }) }),
  });
  const at = await reply;
  return at === null ? null : at - started;
}

/** `count` clients (numbered from `first`) writing once, all at once: the round trips answered, and the lost. */
async function atOnce(
  stack: RunningStack,
  instance: string,
  watcher: ReturnType<typeof replyWatcher>,
  count: number,
  first: number,
): Promise<{ answered: number[]; lost: number }> {
  const trips = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      roundTrip(stack, instance, watcher, `55119${String(first + i).padStart(8, '0')}`),
    ),
  );
  const answered = trips.filter((ms): ms is number => ms !== null);
  return { answered, lost: count - answered.length };
}

const options = await benchStackOptions('postgres', 'assistant-');
const redisPort = options.port! + 21;
const redis = WORKERS ? await startRedis(redisPort) : null;
const n8nQueue = WORKERS ? { redisPort, workers: WORKERS, concurrency: WORKER_CONCURRENCY } : null;
const t0 = performance.now();
const stack = await startStack({ ...options, n8n: 'real', n8nPort: options.port! + 20, n8nQueue }).catch(
  async (err: unknown) => {
    await redis?.stop();
    throw err;
  },
);
try {
  const engine = stack.n8n.engine!;
  const stackStartS = (performance.now() - t0) / 1000;
  const n8nMemoryMb = rssMb(engine.pid);
  const mode = WORKERS ? `queue mode, ${WORKERS} worker(s) × ${WORKER_CONCURRENCY}` : 'one process';
  progress.write(
    `  n8n (${mode}) up in ${(engine.startMs / 1000).toFixed(1)} s (${n8nMemoryMb} MB); publishing an assistant…\n`,
  );
  const instance = await activeOwner(stack);
  const watcher = replyWatcher(stack, instance);
  await roundTrip(stack, instance, watcher, '5511900000000'); // warm-up: the functions' and n8n's first run

  progress.write(`  ${SEQUENTIAL} messages one after another…\n`);
  const sequential: number[] = [];
  let lostSequential = 0;
  for (let i = 0; i < SEQUENTIAL; i++) {
    const ms = await roundTrip(stack, instance, watcher, `55119${String(10_000_000 + i).padStart(8, '0')}`);
    if (ms === null) lostSequential += 1;
    else sequential.push(ms);
  }
  progress.write(`  ${VOICE_NOTES} voice notes one after another…\n`);
  const voice: number[] = [];
  let lostVoice = 0;
  for (let i = 0; i < VOICE_NOTES; i++) {
    const ms = await roundTrip(stack, instance, watcher, `55119${String(40_000_000 + i).padStart(8, '0')}`, true);
    if (ms === null) lostVoice += 1;
    else voice.push(ms);
  }
  progress.write(`  ${CONCURRENT} clients at once…\n`);
  const concurrent = await atOnce(stack, instance, watcher, CONCURRENT, 20_000_000);
  progress.write(`  ${BURST} clients at once (throughput)…\n`);
  const burst = await atOnce(stack, instance, watcher, BURST, 30_000_000);
  // All sent at once: the last reply's round trip is the time the engine took for them all.
  const burstS = Math.max(...burst.answered) / 1000;
  await watcher.stop();
  const figures = {
    n8n: {
      mode,
      startS: engine.startMs / 1000,
      memoryMb: n8nMemoryMb,
      memoryAfterMb: rssMb(engine.pid),
      workersMemoryMb: engine.workerPids.map(rssMb),
      stackStartS,
    },
    sequential: {
      count: SEQUENTIAL,
      p50Ms: percentile(sequential, 50),
      p95Ms: percentile(sequential, 95),
      lost: lostSequential,
    },
    // What hearing a voice note adds to a text's round trip (download, Storage, transcription).
    voice: {
      count: VOICE_NOTES,
      p50Ms: percentile(voice, 50),
      p95Ms: percentile(voice, 95),
      addedP50Ms: percentile(voice, 50) - percentile(sequential, 50),
      addedP95Ms: percentile(voice, 95) - percentile(sequential, 95),
      lost: lostVoice,
    },
    concurrent: {
      count: CONCURRENT,
      p50Ms: percentile(concurrent.answered, 50),
      p95Ms: percentile(concurrent.answered, 95),
      lost: concurrent.lost,
    },
    burst: {
      count: BURST,
      seconds: burstS,
      perSecond: burst.answered.length / burstS,
      p95Ms: percentile(burst.answered, 95),
      lost: burst.lost,
    },
    targetP95Ms: TARGET_P95_MS,
  };
  if (json) console.log(JSON.stringify(figures));
  else {
    const ms = (v: number) => `${Math.round(v)} ms`;
    const workersMb = figures.n8n.workersMemoryMb.length
      ? `, workers ${figures.n8n.workersMemoryMb.join(' / ')} MB`
      : '';
    console.log(
      `n8n (${mode}) start ${figures.n8n.startS.toFixed(1)} s, memory ${figures.n8n.memoryMb} MB (after the run ${figures.n8n.memoryAfterMb} MB${workersMb})`,
    );
    console.log(
      `${SEQUENTIAL} messages in turn: p50 ${ms(figures.sequential.p50Ms)}, p95 ${ms(figures.sequential.p95Ms)}, lost ${lostSequential}`,
    );
    console.log(
      `${VOICE_NOTES} voice notes in turn: p50 ${ms(figures.voice.p50Ms)}, p95 ${ms(figures.voice.p95Ms)} (added to a text: p50 ${ms(figures.voice.addedP50Ms)}, p95 ${ms(figures.voice.addedP95Ms)}), lost ${lostVoice}`,
    );
    console.log(
      `${CONCURRENT} at once: p50 ${ms(figures.concurrent.p50Ms)}, p95 ${ms(figures.concurrent.p95Ms)} (target < ${TARGET_P95_MS} ms), lost ${figures.concurrent.lost}`,
    );
    console.log(
      `${BURST} at once: all answered in ${figures.burst.seconds.toFixed(1)} s, ${figures.burst.perSecond.toFixed(1)} messages a second, p95 ${ms(figures.burst.p95Ms)}, lost ${figures.burst.lost}`,
    );
  }
} finally {
  await stack.stop();
  await redis?.stop();
  fs.rmSync(options.dataDir!, { recursive: true, force: true });
}
