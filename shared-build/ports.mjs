// Ports for the site, its backend and their test copies.
//
// Linux hands any outgoing connection a local port from its ephemeral range (32768–60999 here), so a
// fixed port inside that range can be held for a while by someone else's connection, and a server
// that binds it fails by chance. Test and bench stacks therefore take blocks below 32768, check that
// every port of the block can be bound before they start, move to the next block when one cannot,
// and start again on the next block when a port is lost in between (`onFreeBlock`). `npm start`
// keeps its documented ports and names who holds one that is taken (`portHolder`).
import fs from 'node:fs';
import net from 'node:net';

/** The first port of Linux's default ephemeral range: fixed test ports stay below it. */
export const EPHEMERAL_FROM = 32768;

/**
 * Where each test and bench server looks for its ports first (every one below EPHEMERAL_FROM). A
 * stack takes its block `base` (gateway), `base + 1` (database), `base + 10` (PostgREST) and
 * `base + 20` (n8n); the site takes `base` (shell) to `base + 7` (remotes) and `base + 90` (control).
 */
export const TEST_PORTS = Object.freeze({
  /** local-stack's test runner (and every package's integration tests through it), PostgreSQL. */
  stackTests: 25321,
  /** The same on PGlite. */
  stackTestsPglite: 26321,
  /** The restart test's own stack. */
  restartTest: 25421,
  /** The database `gen:types` generates from. */
  typegen: 27322,
  /** The backend bench (PGlite 1000 above). */
  bench: 27421,
  /** The journeys' site and their stack. */
  e2eSite: 4300,
  e2eStack: 25521,
});

/** The offsets of a stack's block: gateway, database, PostgREST, n8n and its task broker. */
export const STACK_OFFSETS = Object.freeze([0, 1, 10, 20, 21]);
/** The offsets of a site's block: shell, the remotes, the test control port. */
export const SITE_OFFSETS = Object.freeze([0, 1, 2, 3, 4, 5, 6, 7, 90]);

/**
 * Whether `port` can be bound now on `host` (what the server about to use it will do). A port held
 * by a listener or by an outgoing connection's local end both refuse the bind.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function canBind(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Whether none of the ports can be bound on loopback nor on every address (servers use both). */
async function allFree(ports) {
  for (const port of ports) {
    if (!(await canBind(port, '127.0.0.1')) || !(await canBind(port, '0.0.0.0'))) return false;
  }
  return true;
}

/**
 * The first base port, from `preferred` on in steps of `step`, whose ports `base + offset` can all
 * be bound. Throws after `tries` blocks.
 * @param {number} preferred
 * @param {{ offsets?: number[], step?: number, tries?: number }} [options]
 * @returns {Promise<number>}
 */
export async function freeBlock(preferred, { offsets = [0], step = 100, tries = 20 } = {}) {
  for (let i = 0; i < tries; i++) {
    const base = preferred + i * step;
    if (base + Math.max(...offsets) > 65535) break;
    if (await allFree(offsets.map((o) => base + o))) return base;
  }
  throw new Error(`no free block of ports from ${preferred} (offsets ${offsets.join(', ')}, step ${step})`);
}

/**
 * Whether an error says a port was already taken (Node's EADDRINUSE, PostgreSQL's and PostgREST's
 * "Address already in use").
 * @param {unknown} error
 */
export function isPortTaken(error) {
  const text = error instanceof Error ? `${error.message} ${/** @type {any} */ (error).code ?? ''}` : String(error);
  return /EADDRINUSE|address already in use|could not bind/i.test(text);
}

/**
 * Runs `start(base)` on the first free block from `preferred`; when the start fails because a port
 * was taken in between, it runs again on the next free block (at most `attempts` times).
 * @template T
 * @param {number} preferred
 * @param {(base: number) => Promise<T>} start
 * @param {{ offsets?: number[], step?: number, attempts?: number, onRetry?: (base: number, error: unknown) => void }} [options]
 * @returns {Promise<T>}
 */
export async function onFreeBlock(preferred, start, { offsets = [0], step = 100, attempts = 5, onRetry } = {}) {
  let from = preferred;
  for (let attempt = 1; ; attempt++) {
    const base = await freeBlock(from, { offsets, step });
    try {
      return await start(base);
    } catch (error) {
      if (attempt >= attempts || !isPortTaken(error)) throw error;
      onRetry?.(base, error);
      from = base + step;
    }
  }
}

/** Socket inodes of the local TCP sockets on `port` (/proc/net/tcp and tcp6), listeners first. */
function socketInodes(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const found = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || !cols[1].endsWith(`:${hex}`)) continue;
      const listening = cols[3] === '0A';
      found.push({ inode: cols[9], listening });
    }
  }
  return found.sort((a, b) => Number(b.listening) - Number(a.listening)).map((s) => s.inode);
}

/**
 * Who holds a local TCP port: "node (pid 123)", or null when nobody does or the holder cannot be
 * seen (another user's process). Linux only (/proc); elsewhere null.
 * @param {number} port
 * @returns {string | null}
 */
export function portHolder(port) {
  const inodes = new Set(socketInodes(port).filter((i) => i !== '0'));
  if (!inodes.size) return null;
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds;
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link;
      try {
        link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const m = /^socket:\[(\d+)\]$/.exec(link);
      if (m && inodes.has(m[1])) {
        let name = '?';
        try {
          name = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
        } catch {
          /* gone meanwhile */
        }
        return `${name} (pid ${pid})`;
      }
    }
  }
  return null;
}

/**
 * The ports among `wanted` ({ label: port }) that cannot be bound now, each with who holds it.
 * @param {Record<string, number>} wanted
 * @returns {Promise<{ label: string, port: number, holder: string | null }[]>}
 */
export async function takenPorts(wanted) {
  const taken = [];
  for (const [label, port] of Object.entries(wanted)) {
    if (!(await allFree([port]))) taken.push({ label, port, holder: portHolder(port) });
  }
  return taken;
}

/**
 * The pt-BR message `npm start` prints for taken ports, one line each.
 * @param {{ label: string, port: number, holder: string | null }[]} taken
 */
export function takenPortsMessage(taken) {
  const lines = taken.map(
    ({ label, port, holder }) => `  - porta ${port} (${label}): em uso por ${holder ?? 'outro processo'}`,
  );
  return [
    'Não foi possível iniciar: há portas em uso.',
    ...lines,
    'Encerre o processo que as ocupa ou escolha outras portas (SITE_PORT, STACK_PORT, N8N_PORT).',
  ].join('\n');
}
