// n8n's queue mode as the settings name it (config.ts) and the engine runs it (engine.ts): its own
// module, so the settings do not import the engine.

/** n8n's queue mode: executions go through Redis to worker processes. */
export interface N8nQueue {
  redisPort: number;
  workers: number;
  /** Executions each worker runs at once (n8n's default is 10). */
  concurrency: number;
}
