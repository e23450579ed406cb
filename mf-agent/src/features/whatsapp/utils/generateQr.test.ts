import type { InstanceAnswer } from '../api/whatsappInstance';
import { checkWaits, generateQr, QR_TIMING, QrFlowError, waitBeforeStart, type QrPolling } from './generateQr';

const QR = { code: '2@abc', base64: 'data:image/png;base64,iVBOR' };
const withQr: InstanceAnswer = { status: 'connecting', qrcode: QR };
const noQr: InstanceAnswer = { status: 'connecting', qrcode: null };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function flow(start: jest.Mock, check: jest.Mock = jest.fn(), polling: QrPolling = QR_TIMING.qrPolling) {
  return { start, check, polling, onTimeout: jest.fn(), log: jest.fn() };
}

describe('QR_TIMING', () => {
  it('polls 10 times every 2000 ms after a create, 12 times every 2500 ms after a restart, waits 5 s after a delete', () => {
    expect(QR_TIMING.qrPolling).toEqual({ attempts: 10, intervalMs: 2000 });
    expect(QR_TIMING.restartPolling).toEqual({ attempts: 12, intervalMs: 2500 });
    expect(QR_TIMING.afterDelete).toBe(5000);
    expect(QR_TIMING.beforeStart).toBe(2000);
    expect(QR_TIMING.startTimeout).toBe(30_000);
    expect(QR_TIMING.tries).toBe(3);
  });

  it('checks first after 5 s and 3 s, then at the polling pace up to its attempts', () => {
    expect(checkWaits(QR_TIMING.qrPolling)).toEqual([5000, 3000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000]);
    expect(checkWaits(QR_TIMING.restartPolling)).toEqual([5000, 3000, ...Array(10).fill(2500)]);
  });

  it('waits 2 s before a create, or until 5 s after a recent delete', () => {
    expect(waitBeforeStart(null)).toBe(2000);
    expect(waitBeforeStart(0)).toBe(5000);
    expect(waitBeforeStart(1500)).toBe(3500);
    expect(waitBeforeStart(4000)).toBe(2000);
    expect(waitBeforeStart(60_000)).toBe(2000);
  });
});

describe('generateQr', () => {
  it('waits 2 s, creates the instance and gives its QR', async () => {
    const f = flow(jest.fn().mockResolvedValue(withQr));
    const result = generateQr(f);
    await jest.advanceTimersByTimeAsync(QR_TIMING.beforeStart - 1);
    expect(f.start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(withQr);
    expect(f.check).not.toHaveBeenCalled();
  });

  it('checks again after 5 s and then 3 s when the QR is not there yet', async () => {
    const f = flow(
      jest.fn().mockResolvedValue(noQr),
      jest.fn().mockResolvedValueOnce(noQr).mockResolvedValueOnce(withQr),
    );
    const result = generateQr(f);
    await jest.advanceTimersByTimeAsync(2000 + 4999);
    expect(f.check).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(f.check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual(withQr);
    expect(f.check).toHaveBeenCalledTimes(2);
  });

  it('after a create, asks 10 times (5 s, 3 s, then every 2 s) and fails with no_qr', async () => {
    const f = flow(jest.fn().mockResolvedValue(noQr), jest.fn().mockResolvedValue(noQr));
    const result = generateQr(f).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(2000 + 5000 + 3000);
    expect(f.check).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(f.check).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(7 * 2000 - 1);
    expect(f.check).toHaveBeenCalledTimes(9);
    await jest.advanceTimersByTimeAsync(1);
    const failure = await result;
    expect(f.check).toHaveBeenCalledTimes(10);
    expect(failure).toBeInstanceOf(QrFlowError);
    expect(failure).toMatchObject({ reason: 'no_qr' });
  });

  it('after a restart, asks 12 times every 2.5 s past the first two, beyond the 30 s of the start', async () => {
    const f = flow(jest.fn().mockResolvedValue(noQr), jest.fn().mockResolvedValue(noQr), QR_TIMING.restartPolling);
    const result = generateQr(f).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(2000 + 5000 + 3000);
    expect(f.check).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2499);
    expect(f.check).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(f.check).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(9 * 2500);
    expect(await result).toMatchObject({ reason: 'no_qr' });
    expect(f.check).toHaveBeenCalledTimes(12);
    expect(f.onTimeout).not.toHaveBeenCalled();
    expect(f.start).toHaveBeenCalledTimes(1);
  });

  it('stops polling at the first QR', async () => {
    const check = jest.fn().mockResolvedValue(withQr);
    for (let i = 0; i < 4; i += 1) check.mockResolvedValueOnce(noQr);
    const f = flow(jest.fn().mockResolvedValue(noQr), check);
    const result = generateQr(f);
    await jest.advanceTimersByTimeAsync(2000 + 5000 + 3000 + 3 * 2000);
    await expect(result).resolves.toEqual(withQr);
    expect(f.check).toHaveBeenCalledTimes(5);
  });

  it('waits the given time before the create (after a delete)', async () => {
    const f = { ...flow(jest.fn().mockResolvedValue(withQr)), beforeStart: waitBeforeStart(1000) };
    const result = generateQr(f);
    await jest.advanceTimersByTimeAsync(3999);
    expect(f.start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(withQr);
  });

  it('stops at once on a connected answer', async () => {
    const f = flow(jest.fn().mockResolvedValue({ status: 'connected', qrcode: null }));
    const result = generateQr(f);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toMatchObject({ status: 'connected' });
  });

  it('retries a try that takes over 30 s, up to 3 tries, then gives up', async () => {
    const never = () => new Promise<InstanceAnswer>(() => {});
    const f = flow(jest.fn(never));
    const result = generateQr(f).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(f.onTimeout).toHaveBeenLastCalledWith(2, 3);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(f.onTimeout).toHaveBeenLastCalledWith(3, 3);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(await result).toMatchObject({ reason: 'exhausted' });
    expect(f.start).toHaveBeenCalledTimes(3);
    expect(f.onTimeout).toHaveBeenCalledTimes(2);
  });

  it('succeeds on the second try after a time-out, and the first try asks nothing more', async () => {
    const start = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(noQr), 31_000)))
      .mockResolvedValueOnce(withQr);
    const f = flow(start);
    const result = generateQr(f);
    await jest.advanceTimersByTimeAsync(30_000 + 2000);
    await expect(result).resolves.toEqual(withQr);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(f.check).not.toHaveBeenCalled();
  });

  it('does not retry a refusal of the gateway', async () => {
    const f = flow(jest.fn().mockRejectedValue(new Error('Falha ao criar instância')));
    const result = generateQr(f).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(2000);
    expect(await result).toMatchObject({ message: 'Falha ao criar instância' });
    expect(f.start).toHaveBeenCalledTimes(1);
  });
});
