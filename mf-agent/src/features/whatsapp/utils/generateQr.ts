import type { InstanceAnswer } from '../api/whatsappInstance';

/** How the widget keeps asking for a QR the gateway has not made yet: how many checks, how far apart. */
export interface QrPolling {
  attempts: number;
  intervalMs: number;
}

/** Every wait and limit of the QR flow, named once. */
export const QR_TIMING = {
  /** Before creating or restarting the instance. */
  beforeStart: 2000,
  /** A create right after a delete waits until 5 s have passed since it (the gateway frees the name). */
  afterDelete: 5000,
  /** A QR that did not come with the answer is asked for after 5 s, then 3 s more… */
  firstChecks: [5000, 3000],
  /** …then at the polling's pace until its attempts (the first two included) are used: after a create… */
  qrPolling: { attempts: 10, intervalMs: 2000 },
  /** …and after a restart (reconnect). */
  restartPolling: { attempts: 12, intervalMs: 2500 },
  /** The create or restart call may take 30 s; a time-out is retried, 3 tries in all. */
  startTimeout: 30_000,
  tries: 3,
} as const;

/** The waits before each check for a QR: 5 s, 3 s, then the polling's interval up to its attempts. */
export function checkWaits(polling: QrPolling): number[] {
  const [first, second] = QR_TIMING.firstChecks;
  const rest = Math.max(0, polling.attempts - 2);
  return [first, second, ...Array<number>(rest).fill(polling.intervalMs)].slice(0, polling.attempts);
}

/** The wait before creating: 2 s, or until 5 s after a delete when one was that recent. */
export function waitBeforeStart(msSinceDelete: number | null): number {
  if (msSinceDelete === null) return QR_TIMING.beforeStart;
  return Math.max(QR_TIMING.beforeStart, QR_TIMING.afterDelete - msSinceDelete);
}

export type QrFailure = 'no_qr' | 'exhausted';

/** The QR flow ended without a QR: no QR after the checks, or every try timed out. */
export class QrFlowError extends Error {
  constructor(readonly reason: QrFailure) {
    super(reason);
    this.name = 'QrFlowError';
  }
}

export interface QrFlow {
  /** Create the instance, or restart it for a reconnect. */
  start: () => Promise<InstanceAnswer>;
  /** Ask the gateway for the QR again. */
  check: () => Promise<InstanceAnswer>;
  /** How the checks go on: `QR_TIMING.qrPolling` after a create, `QR_TIMING.restartPolling` after a restart. */
  polling: QrPolling;
  /** The wait before `start` (default 2 s; see `waitBeforeStart`). */
  beforeStart?: number;
  /** Told before each new try after a time-out: (the try about to start, how many there are). */
  onTimeout: (attempt: number, tries: number) => void;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const TIMED_OUT = Symbol('timed out');
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ready = (answer: InstanceAnswer) => answer.status === 'connected' || Boolean(answer.qrcode?.base64);

/** The wait and the create (or restart) call, tried again after a 30 s time-out, 3 tries in all. */
async function startWithRetries(flow: QrFlow, sleep: (ms: number) => Promise<void>): Promise<InstanceAnswer> {
  for (let attempt = 1; attempt <= QR_TIMING.tries; attempt += 1) {
    let stale = false; // a timed-out try must not go on asking the gateway
    const oneTry = async () => {
      await sleep(flow.beforeStart ?? QR_TIMING.beforeStart);
      if (stale) throw TIMED_OUT;
      return flow.start();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), QR_TIMING.startTimeout);
    });
    const running = oneTry();
    running.catch(() => {}); // a try that lost the race may still fail later: nobody waits for it
    try {
      const result = await Promise.race([running, timeout]);
      if (result !== TIMED_OUT) return result;
    } catch (err) {
      if (err !== TIMED_OUT) throw err;
    } finally {
      clearTimeout(timer);
    }
    stale = true;
    flow.log(`Tempo esgotado na tentativa ${attempt}/${QR_TIMING.tries}`);
    if (attempt < QR_TIMING.tries) flow.onTimeout(attempt + 1, QR_TIMING.tries);
  }
  throw new QrFlowError('exhausted');
}

/**
 * Runs connect or reconnect until there is a QR to show (or the phone is already connected).
 * An error from the function (the gateway refused) ends the flow at once; only time-outs are retried.
 */
export async function generateQr(flow: QrFlow): Promise<InstanceAnswer> {
  const sleep = flow.sleep ?? defaultSleep;
  let answer = await startWithRetries(flow, sleep);
  flow.log(`Instância: status ${answer.status}${answer.qrcode ? ', QR Code recebido' : ', sem QR Code'}`);
  for (const wait of checkWaits(flow.polling)) {
    if (ready(answer)) break;
    await sleep(wait);
    answer = await flow.check();
    flow.log(`Verificação do QR Code: ${answer.qrcode ? 'recebido' : 'ainda não gerado'}`);
  }
  if (!ready(answer)) throw new QrFlowError('no_qr');
  return answer;
}
