import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from 'shared-auth';
import { FunctionCallError } from 'shared-auth/client';
import { toast } from 'shared-ui';
import { fetchRecordedConnection } from '../api/recordedConnection';
import { callInstance, type ConnectionStatus, type InstanceAnswer } from '../api/whatsappInstance';
import { CONNECTION_MESSAGES } from '../utils/connectionMessages';
import { generateQr, QR_TIMING, QrFlowError, waitBeforeStart, type QrFailure } from '../utils/generateQr';
import { useDebugLog } from './useDebugLog';

/** The connection status is polled every 7 s while the widget is shown. */
export const STATUS_POLL_MS = 7000;

/**
 * While a QR code waits to be scanned, the status the server recorded (the gateway's webhook writes it
 * as soon as the phone connects) is read every 2 s: a database read, not a gateway call.
 */
export const RECORDED_POLL_MS = 2000;

export type BusyAction = 'connect' | 'reconnect' | 'delete' | null;

/** The window event other parts of the page can listen to. */
export const WHATSAPP_CONNECTED_EVENT = 'whatsappConnected';

/**
 * Why no QR is on screen: every try timed out; or none came after a connect (the Reconnect button is
 * there to try) or after a reconnect itself (then it is for later).
 */
function qrFailureMessage(reason: QrFailure, action: 'connect' | 'reconnect'): string {
  if (reason === 'exhausted') return CONNECTION_MESSAGES.qrExhausted;
  return action === 'connect' ? CONNECTION_MESSAGES.noQr : CONNECTION_MESSAGES.noQrTryLater;
}

const describe = (err: unknown) =>
  err instanceof FunctionCallError ? `${err.message} (${err.status || 'sem resposta'})` : String(err);

/**
 * The connection widget's state machine: disconnected → connect → connecting with the
 * QR on screen → connected when the instance reports it; reconnect fetches a new QR; delete removes
 * the instance. `onConnected` runs once per transition to connected. The status is polled while `shown`
 * (the gateway every 7 s; with a QR on screen, also the recorded status every 2 s).
 */
export function useWhatsappConnection(onConnected: () => void, shown = true) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [status, setStatus] = useState<ConnectionStatus | 'unknown'>('unknown');
  const [qr, setQr] = useState<string | null>(null);
  const [busy, setBusy] = useState<BusyAction>(null);
  const { lines, log } = useDebugLog();
  const statusRef = useRef(status);
  const busyRef = useRef<BusyAction>(null);
  const pollFailing = useRef(false);
  // Bumped when the recorded status brings the connection: a gateway answer asked for before is stale.
  const recordedWins = useRef(0);
  const recordedReading = useRef(false);
  const recordedFailing = useRef(false);
  // When the instance was last deleted: a create soon after waits for the gateway to let it go.
  const deletedAt = useRef<number | null>(null);
  const connectedHandler = useRef(onConnected);
  connectedHandler.current = onConnected;

  const apply = useCallback(
    (answer: InstanceAnswer) => {
      const previous = statusRef.current;
      statusRef.current = answer.status;
      setStatus(answer.status);
      if (answer.qrcode?.base64) setQr(answer.qrcode.base64);
      if (answer.status !== 'connecting') setQr(null);
      if (answer.status === 'connected' && previous !== 'connected') {
        log(`Conectado${answer.number ? ` ao número ${answer.number}` : ''}`);
        window.dispatchEvent(new CustomEvent(WHATSAPP_CONNECTED_EVENT, { detail: { instanceId: answer.instanceId } }));
        connectedHandler.current();
      }
    },
    [log],
  );

  const pollStatus = useCallback(async () => {
    if (busyRef.current) return; // the QR flow is talking to the gateway; its answer wins
    const since = recordedWins.current;
    const stale = () => busyRef.current !== null || recordedWins.current !== since;
    try {
      const answer = await callInstance('status');
      if (stale()) return;
      pollFailing.current = false;
      // A QR is on screen and still valid while connecting: ask for it only when none is shown.
      apply(answer);
      if (answer.status === 'connecting' && !answer.qrcode) {
        const withQr = await callInstance('qrcode');
        if (!stale()) apply(withQr);
      }
    } catch (err) {
      if (stale()) return;
      log(`Falha ao verificar status: ${describe(err)}`);
      if (!pollFailing.current) toast.error(CONNECTION_MESSAGES.pollFailed);
      pollFailing.current = true;
      statusRef.current = 'disconnected';
      setStatus('disconnected');
      setQr(null);
    }
  }, [apply, log]);

  // Only while the widget is on screen: a hidden tab asks the gateway nothing.
  useEffect(() => {
    if (!shown) return undefined;
    void pollStatus();
    const timer = setInterval(() => void pollStatus(), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [pollStatus, shown]);

  // The scan shows within ~2 s: the webhook records the connection before the next gateway poll.
  // Only 'connected' is taken from the record; any other change is left to the gateway's answers.
  const checkRecorded = useCallback(async () => {
    if (!userId || busyRef.current || recordedReading.current) return;
    recordedReading.current = true;
    try {
      const recorded = await fetchRecordedConnection(userId);
      recordedFailing.current = false;
      if (busyRef.current || statusRef.current !== 'connecting' || recorded?.status !== 'connected') return;
      recordedWins.current += 1;
      apply({ status: 'connected', instanceId: recorded.instanceId, number: recorded.number });
    } catch (err) {
      // Quiet: the gateway poll still runs and says when it fails.
      if (!recordedFailing.current) log(`Falha ao ler o status salvo: ${describe(err)}`);
      recordedFailing.current = true;
    } finally {
      recordedReading.current = false;
    }
  }, [apply, log, userId]);

  const waitingForScan = shown && status === 'connecting' && qr !== null;
  useEffect(() => {
    if (!waitingForScan) return undefined;
    const timer = setInterval(() => void checkRecorded(), RECORDED_POLL_MS);
    return () => clearInterval(timer);
  }, [checkRecorded, waitingForScan]);

  const run = useCallback(
    async (action: 'connect' | 'reconnect') => {
      busyRef.current = action;
      setBusy(action);
      log(action === 'connect' ? 'Criando instância do WhatsApp…' : 'Reiniciando a conexão…');
      try {
        const restart = action === 'reconnect';
        const answer = await generateQr({
          start: () => callInstance(restart ? 'reconnect' : 'create'),
          check: () => callInstance('qrcode'),
          polling: restart ? QR_TIMING.restartPolling : QR_TIMING.qrPolling,
          beforeStart: waitBeforeStart(deletedAt.current === null ? null : Date.now() - deletedAt.current),
          onTimeout: (attempt, tries) => toast.error(CONNECTION_MESSAGES.qrTimeout(attempt, tries)),
          log,
        });
        busyRef.current = null;
        apply(answer);
        if (answer.status !== 'connected') {
          toast.success(action === 'connect' ? CONNECTION_MESSAGES.created : CONNECTION_MESSAGES.refreshed);
        }
      } catch (err) {
        log(`Falha: ${describe(err)}`);
        if (err instanceof QrFlowError) {
          toast.error(qrFailureMessage(err.reason, action));
        } else {
          toast.error(action === 'connect' ? CONNECTION_MESSAGES.createFailed : CONNECTION_MESSAGES.reconnectFailed);
        }
      } finally {
        busyRef.current = null;
        setBusy(null);
      }
    },
    [apply, log],
  );

  const remove = useCallback(async () => {
    busyRef.current = 'delete';
    setBusy('delete');
    try {
      apply(await callInstance('delete'));
      deletedAt.current = Date.now();
      log('Instância removida');
      toast.success(CONNECTION_MESSAGES.deleted);
    } catch (err) {
      log(`Falha ao remover: ${describe(err)}`);
      toast.error(CONNECTION_MESSAGES.deleteFailed);
    } finally {
      busyRef.current = null;
      setBusy(null);
    }
  }, [apply, log]);

  const qrFailed = useCallback(() => {
    log('A imagem do QR Code não pôde ser exibida');
    setQr(null);
    toast.error(CONNECTION_MESSAGES.qrImageFailed);
  }, [log]);

  return {
    status,
    qr,
    busy,
    debugLines: lines,
    connect: () => run('connect'),
    reconnect: () => run('reconnect'),
    remove,
    qrFailed,
  };
}
