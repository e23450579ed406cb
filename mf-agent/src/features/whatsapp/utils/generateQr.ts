import type { InstanceAnswer } from '../api/whatsappInstance';

/** QR timing: 2 s before creating, then checks after 5 s and 3 s; each try 30 s, 3 tries. */
export const QR_TIMING = {
  beforeStart: 2000,
  firstCheck: 5000,
  secondCheck: 3000,
  attemptTimeout: 30_000,
  tries: 3,
} as const;

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
  /** Told before each new try after a time-out: (the try about to start, how many there are). */
  onTimeout: (attempt: number, tries: number) => void;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const TIMED_OUT = Symbol('timed out');
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ready = (answer: InstanceAnswer) => answer.status === 'connected' || Boolean(answer.qrcode?.base64);

/**
 * Runs connect or reconnect until there is a QR to show (or the phone is already connected).
 * An error from the function (the gateway refused) ends the flow at once; only time-outs are retried.
 */
export async function generateQr(flow: QrFlow): Promise<InstanceAnswer> {
  const sleep = flow.sleep ?? defaultSleep;

  for (let attempt = 1; attempt <= QR_TIMING.tries; attempt += 1) {
    let stale = false; // a timed-out try must not go on asking the gateway
    const oneTry = async (): Promise<InstanceAnswer> => {
      await sleep(QR_TIMING.beforeStart);
      if (stale) throw TIMED_OUT;
      let answer = await flow.start();
      flow.log(`Instância: status ${answer.status}${answer.qrcode ? ', QR Code recebido' : ', sem QR Code'}`);
      for (const wait of [QR_TIMING.firstCheck, QR_TIMING.secondCheck]) {
        if (ready(answer) || stale) break;
        await sleep(wait);
        if (stale) break;
        answer = await flow.check();
        flow.log(`Verificação do QR Code: ${answer.qrcode ? 'recebido' : 'ainda não gerado'}`);
      }
      if (stale) throw TIMED_OUT;
      if (!ready(answer)) throw new QrFlowError('no_qr');
      return answer;
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), QR_TIMING.attemptTimeout);
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
