import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { stopProcess } from '../childProcess.ts';
import { denoBinary, denoEnv, runArgs } from './deno.ts';

/** Where a function's module and its deno.json live (the repository, or a tree as the CLI ships it). */
export interface FunctionSource {
  name: string;
  entry: string;
  configFile: string;
}

export interface ProcessOptions {
  /** The function's environment (the project's URL and keys, provider settings). */
  env: Record<string, string>;
  /** Keep the functions' stdout to themselves (their stderr always reaches the stack's output). */
  quiet: boolean;
  /** How long a start may take before requests are answered 503. */
  startTimeoutMs: number;
}

const READY = /^\[serve-function\] listening on (\d+)$/;

/** Whether something listens on the loopback port (a refused connection: nothing does). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(true)); // slow, not gone: let the request find out
  });
}

/**
 * One function on its own Deno process, as the edge runtime gives each function its own worker:
 * started on demand, restarted on the next request after it exits, its output prefixed with its
 * name in the stack's logs.
 */
export class FunctionProcess {
  private child: ChildProcess | null = null;
  private starting: Promise<number> | null = null;
  private stopping = false;
  /** Starts so far (the first one and every restart after an exit). */
  starts = 0;

  constructor(
    readonly source: FunctionSource,
    private readonly options: ProcessOptions,
  ) {}

  get stopped(): boolean {
    return this.stopping;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * The port of a running process, starting one first when there is none. A process that died is
   * noticed here even before its exit event has been handled (the port refuses connections), so the
   * request after a crash gets a fresh process rather than an error.
   */
  async port(): Promise<number> {
    const port = await this.current();
    if (await accepts(port)) return port;
    this.forget();
    return this.current();
  }

  private current(): Promise<number> {
    this.starting ??= this.start().catch((err: Error) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  /** Drops a process that no longer answers (killed if it is somehow still there). */
  private forget(): void {
    const child = this.child;
    this.child = null;
    this.starting = null;
    child?.kill('SIGKILL');
  }

  private async start(): Promise<number> {
    if (this.stopping) throw new Error(`functions/${this.source.name} is stopping`);
    this.starts += 1;
    const { NODE_OPTIONS: _node, ...inherited } = process.env;
    const child = spawn(denoBinary(), runArgs(this.source.configFile), {
      env: {
        ...inherited,
        ...this.options.env,
        ...denoEnv(),
        // 0: Deno binds a free port itself and reports it, so no other process can take it in between.
        FUNCTION_PORT: '0',
        FUNCTION_ENTRY: pathToFileURL(this.source.entry).href,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const prefix = `[functions/${this.source.name}]`;
    readline.createInterface({ input: child.stderr! }).on('line', (line) => console.error(prefix, line));
    const lines = readline.createInterface({ input: child.stdout! });

    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`${prefix} did not start within ${this.options.startTimeoutMs} ms`));
        child.kill('SIGKILL');
      }, this.options.startTimeoutMs);
      lines.on('line', (line) => {
        const ready = READY.exec(line);
        if (ready) {
          clearTimeout(timer);
          resolve(Number(ready[1]));
        } else if (!this.options.quiet) console.log(prefix, line);
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (this.child === child) {
          this.child = null;
          this.starting = null; // the next request starts it again
        }
        if (!this.stopping)
          console.error(prefix, `exited (${signal ?? `code ${code}`}); restarted on the next request`);
        reject(new Error(`${prefix} exited before listening (${signal ?? `code ${code}`})`));
      });
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (child) await stopProcess(child, 2000);
  }
}
