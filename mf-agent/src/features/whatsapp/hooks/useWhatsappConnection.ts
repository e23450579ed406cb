import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FunctionCallError, useAuthStore } from 'shared-auth';
import { toast } from 'shared-ui';
import { fetchGatewayStatus, shownAnswer } from '../api/gatewayStatus';
import { whatsappKeys } from '../api/queryKeys';
import { fetchRecordedConnection } from '../api/recordedConnection';
import { callInstance, type ConnectionStatus, type InstanceAnswer } from '../api/whatsappInstance';
import { CONNECTION_MESSAGES } from '../utils/connectionMessages';
import { generateQr, QR_TIMING, QrFlowError, waitBeforeStart, type QrFailure } from '../utils/generateQr';
import { useDebugLog } from './useDebugLog';
import { useMetaSignup } from './useMetaSignup';

/** The connection status is polled every 7 s while the widget is shown. */
export const STATUS_POLL_MS = 7000;

/**
 * While a QR code waits to be scanned, the status the server recorded (the gateway's webhook writes it
 * as soon as the phone connects) is read every 2 s: a database read, not a gateway call.
 */
export const RECORDED_POLL_MS = 2000;

/** meta: Meta's Embedded Signup and cloud_connect (useMetaSignup). */
export type BusyAction = 'connect' | 'reconnect' | 'delete' | 'meta' | null;

/** The window event other parts of the page can listen to. */
export const WHATSAPP_CONNECTED_EVENT = 'whatsappConnected';

type QrAction = 'connect' | 'reconnect';

/**
 * Why no QR is on screen: every try timed out; or none came after a connect (the Reconnect button is
 * there to try) or after a reconnect itself (then it is for later).
 */
function qrFailureMessage(reason: QrFailure, action: QrAction): string {
  if (reason === 'exhausted') return CONNECTION_MESSAGES.qrExhausted;
  return action === 'connect' ? CONNECTION_MESSAGES.noQr : CONNECTION_MESSAGES.noQrTryLater;
}

const describe = (err: unknown) =>
  err instanceof FunctionCallError ? `${err.message} (${err.status || 'sem resposta'})` : String(err);

/**
 * The connection widget's state machine: disconnected → connect → connecting with the QR on screen →
 * connected when the instance reports it; reconnect fetches a new QR; delete removes the instance
 * (either channel). connectMeta connects a Cloud API number through Meta's signup instead.
 * `onConnected` runs once per transition to connected. The gateway's status is a query polled every
 * 7 s while `shown` and no action runs; with a QR on screen, the recorded status is polled every 2 s
 * too, and stops once connected. An action's answer, or the record's 'connected', is written into the
 * status query (cancelling a poll under way: its answer is stale).
 */
export function useWhatsappConnection(onConnected: () => void, shown = true) {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const queryClient = useQueryClient();
  const { lines, log } = useDebugLog();
  const statusKey = whatsappKeys.status(userId);
  // A failing poll is toasted once until one succeeds again; the record's failures are logged once.
  const pollFailing = useRef(false);
  const recordedFailing = useRef(false);
  // When the instance was last deleted: a create soon after waits for the gateway to let it go.
  const deletedAt = useRef<number | null>(null);
  // When the shown widget first polled: the polls keep that 7 s pace whatever is written into the
  // status meanwhile (TanStack restarts its interval at each change of the query).
  const pollStart = useRef<number | null>(null);
  useEffect(() => {
    if (!shown) pollStart.current = null;
  }, [shown]);

  /** Shows `answer` as the status now, dropping any poll still waiting for the gateway. */
  const show = async (answer: InstanceAnswer) => {
    await queryClient.cancelQueries({ queryKey: statusKey });
    queryClient.setQueryData<InstanceAnswer>(statusKey, (previous) => shownAnswer(previous, answer));
  };

  const qrFlow = useMutation({
    mutationKey: [...whatsappKeys.all, 'qr'],
    onMutate: async (action: QrAction) => {
      await queryClient.cancelQueries({ queryKey: statusKey });
      log(action === 'connect' ? 'Criando instância do WhatsApp…' : 'Reiniciando a conexão…');
    },
    mutationFn: (action: QrAction) => {
      const restart = action === 'reconnect';
      return generateQr({
        start: () => callInstance(restart ? 'reconnect' : 'create'),
        check: () => callInstance('qrcode'),
        polling: restart ? QR_TIMING.restartPolling : QR_TIMING.qrPolling,
        beforeStart: waitBeforeStart(deletedAt.current === null ? null : Date.now() - deletedAt.current),
        onTimeout: (attempt, tries) => toast.error(CONNECTION_MESSAGES.qrTimeout(attempt, tries)),
        log,
      });
    },
    onSuccess: async (answer, action) => {
      await show(answer);
      if (answer.status !== 'connected') {
        toast.success(action === 'connect' ? CONNECTION_MESSAGES.created : CONNECTION_MESSAGES.refreshed);
      }
    },
    onError: (err, action) => {
      log(`Falha: ${describe(err)}`);
      if (err instanceof QrFlowError) toast.error(qrFailureMessage(err.reason, action));
      else toast.error(action === 'connect' ? CONNECTION_MESSAGES.createFailed : CONNECTION_MESSAGES.reconnectFailed);
    },
  });

  const removal = useMutation({
    mutationKey: [...whatsappKeys.all, 'delete'],
    onMutate: () => queryClient.cancelQueries({ queryKey: statusKey }),
    mutationFn: () => callInstance('delete'),
    onSuccess: async (answer) => {
      await show(answer);
      deletedAt.current = Date.now();
      log('Instância removida');
      toast.success(CONNECTION_MESSAGES.deleted);
    },
    onError: (err) => {
      log(`Falha ao remover: ${describe(err)}`);
      toast.error(CONNECTION_MESSAGES.deleteFailed);
    },
  });

  // cloud_connect's answer is a Cloud API number, whether or not it names its channel.
  const meta = useMetaSignup({ log, onConnected: (answer) => show({ channel: 'cloud', ...answer }) });

  const busy: BusyAction = qrFlow.isPending
    ? qrFlow.variables
    : removal.isPending
      ? 'delete'
      : meta.stage !== 'idle'
        ? 'meta'
        : null;

  // Only while the widget is on screen and no action talks to the gateway (its answer wins).
  const gateway = useQuery({
    queryKey: statusKey,
    queryFn: async ({ signal }) => {
      pollStart.current ??= Date.now();
      try {
        const answer = await fetchGatewayStatus(signal);
        pollFailing.current = false;
        const held = queryClient.getQueryState<InstanceAnswer>(statusKey);
        return shownAnswer(held?.status === 'error' ? undefined : held?.data, answer);
      } catch (err) {
        log(`Falha ao verificar status: ${describe(err)}`);
        throw err;
      }
    },
    enabled: userId !== '' && shown && busy === null,
    refetchInterval: () =>
      pollStart.current === null
        ? STATUS_POLL_MS
        : STATUS_POLL_MS - ((Date.now() - pollStart.current) % STATUS_POLL_MS),
    // An action's answer counts as a fresh poll: the next one comes at the poll's pace.
    staleTime: STATUS_POLL_MS,
    meta: {
      errorLabel: '[whatsapp] status',
      errorMessage: () => {
        if (pollFailing.current) return null;
        pollFailing.current = true;
        return CONNECTION_MESSAGES.pollFailed;
      },
    },
  });

  // A failed check reads as disconnected.
  const answer = gateway.isError ? undefined : gateway.data;
  const status: ConnectionStatus | 'unknown' = gateway.isError ? 'disconnected' : (answer?.status ?? 'unknown');
  const qr = answer?.qrcode?.base64 ?? null;

  // The scan shows within ~2 s: the webhook records the connection before the next gateway poll. Only
  // 'connected' is taken from the record; any other change is left to the gateway's answers. No read
  // at once (initialData, never stale): the first comes 2 s after the QR appears.
  useQuery({
    queryKey: whatsappKeys.recorded(userId),
    queryFn: async () => {
      try {
        const recorded = await fetchRecordedConnection(userId);
        recordedFailing.current = false;
        const now = queryClient.getQueryData<InstanceAnswer>(statusKey);
        if (recorded?.status === 'connected' && now?.status === 'connecting' && queryClient.isMutating() === 0) {
          const { instanceId, number, channel, displayName } = recorded;
          await show({ status: 'connected', instanceId, number, channel, displayName });
        }
        return recorded;
      } catch (err) {
        // Quiet: the gateway poll still runs and says when it fails.
        if (!recordedFailing.current) log(`Falha ao ler o status salvo: ${describe(err)}`);
        recordedFailing.current = true;
        throw err;
      }
    },
    enabled: userId !== '' && shown && status === 'connecting' && qr !== null && busy === null,
    refetchInterval: RECORDED_POLL_MS,
    initialData: null,
    staleTime: Infinity,
    meta: { errorLabel: '[whatsapp] recorded status' },
  });

  // Each transition to connected is announced once: the debug box, the window event, the page.
  const announced = useRef<ConnectionStatus | 'unknown'>('unknown');
  const connectedHandler = useRef(onConnected);
  connectedHandler.current = onConnected;
  useEffect(() => {
    const previous = announced.current;
    announced.current = status;
    if (status !== 'connected' || previous === 'connected') return;
    log(`Conectado${answer?.number ? ` ao número ${answer.number}` : ''}`);
    window.dispatchEvent(new CustomEvent(WHATSAPP_CONNECTED_EVENT, { detail: { instanceId: answer?.instanceId } }));
    connectedHandler.current();
  }, [status, answer, log]);

  const qrFailed = () => {
    log('A imagem do QR Code não pôde ser exibida');
    queryClient.setQueryData<InstanceAnswer>(statusKey, (held) => held && { ...held, qrcode: null });
    toast.error(CONNECTION_MESSAGES.qrImageFailed);
  };

  return {
    status,
    /** The connection's channel and, on the Cloud API, its number and display name. */
    answer,
    qr,
    busy,
    metaStage: meta.stage,
    connectMeta: meta.start,
    debugLines: lines,
    connect: () => qrFlow.mutate('connect'),
    reconnect: () => qrFlow.mutate('reconnect'),
    remove: () => removal.mutate(),
    qrFailed,
  };
}
