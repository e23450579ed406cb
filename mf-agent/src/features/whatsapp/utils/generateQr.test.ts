import type { InstanceAnswer } from '../api/whatsappInstance';
import { generateQr, QR_TIMING, QrFlowError } from './generateQr';

const QR = { code: '2@abc', base64: 'data:image/png;base64,iVBOR' };
const withQr: InstanceAnswer = { status: 'connecting', qrcode: QR };
const noQr: InstanceAnswer = { status: 'connecting', qrcode: null };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function flow(start: jest.Mock, check: jest.Mock = jest.fn()) {
  return { start, check, onTimeout: jest.fn(), log: jest.fn() };
}

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

  it('fails with no_qr when both checks come back empty', async () => {
    const f = flow(jest.fn().mockResolvedValue(noQr), jest.fn().mockResolvedValue(noQr));
    const result = generateQr(f).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10_000);
    const failure = await result;
    expect(failure).toBeInstanceOf(QrFlowError);
    expect(failure).toMatchObject({ reason: 'no_qr' });
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
