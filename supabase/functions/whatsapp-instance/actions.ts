// The connection widget's actions on the caller's own instance. Its name is the caller's user id,
// lower-cased (in the agent flow the instance id equals the user id), so nothing in the
// request can point an action at another customer's instance.
import { connectionStatus, evolution, isQrCode, type ConnectAnswer, type QrCode } from '../_shared/evolution.ts';
import { newWebhookSecret, syncIfNeeded } from '../_shared/instanceWebhook.ts';
import type { AuthUser } from '../_shared/supabase.ts';
import { numberOfJid } from '../_shared/whatsappPhone.ts';
import {
  instanceOfUser,
  recordState,
  removeInstance,
  saveInstance,
  type WidgetStatus,
} from '../_shared/whatsappState.ts';
import {
  alreadyExists,
  atGateway,
  FAILURES,
  gatewayFailure,
  notConnected,
  notFound,
  type Failure,
} from './failures.ts';
import { cloudConnect, cloudDisconnect, cloudSignup, cloudStatus, templates } from './cloud.ts';
import { createSettings } from './settings.ts';

export interface QrAnswer {
  code: string;
  /** 'data:image/png;base64,…' */
  base64: string;
}

const instanceNameOf = (user: AuthUser) => user.id.toLowerCase();

/** The QR as the widget shows it, or null while the gateway has none yet (the browser polls). */
function qrOf(qr: Partial<QrCode> | undefined): QrAnswer | null {
  if (!qr?.base64) return null;
  const base64 = qr.base64.startsWith('data:') ? qr.base64 : `data:image/png;base64,${qr.base64}`;
  return { code: qr.code ?? '', base64 };
}

/** The widget's view of a connect answer: the QR on screen, or the state of an instance already open. */
function fromConnect(answer: ConnectAnswer): { status: WidgetStatus; qrcode: QrAnswer | null } {
  if (isQrCode(answer)) return { status: 'connecting', qrcode: qrOf(answer) };
  return { status: connectionStatus(answer.instance.state), qrcode: null };
}

/** The connected phone's number and the instance's key, as the gateway lists them (null if unknown). */
async function detailsAtGateway(name: string): Promise<{ number: string | null; hash: string | null }> {
  const [found] = await evolution.fetchInstances({ instanceName: name });
  return {
    number: numberOfJid(found?.ownerJid) ?? numberOfJid(found?.number),
    hash: found?.token ?? null,
  };
}

/**
 * Creates the instance with the agent flow's settings and a QR at once. If the gateway already has it
 * (a row lost, a second tab), its webhook is set again and its fresh QR is asked for instead of
 * failing. The webhook's secret is the row's (a second tab) or a new one.
 */
export async function create(user: AuthUser, failure: Failure = FAILURES.create) {
  const name = instanceNameOf(user);
  const existing = await instanceOfUser(user.id);
  const secret = existing?.webhook_secret ?? newWebhookSecret();
  const settings = createSettings(name, secret);
  const result = await atGateway(failure, async () => {
    try {
      const created = await evolution.createInstance(settings);
      const qrcode = qrOf(created.qrcode);
      const status = qrcode ? 'connecting' : connectionStatus(created.instance.status);
      return { hash: created.hash, number: null, status, qrcode, webhook: settings.webhook!.url };
    } catch (err) {
      if (!alreadyExists(err)) throw err;
    }
    // Whatever webhook it had, it now carries this row's secret.
    await evolution.setWebhook(name, settings.webhook!);
    const { status, qrcode } = fromConnect(await evolution.connect(name));
    const details = await detailsAtGateway(name);
    return {
      hash: details.hash ?? existing?.api_key ?? null,
      number: status === 'connected' ? details.number : null,
      status,
      qrcode,
      webhook: settings.webhook!.url,
    };
  });
  await saveInstance({
    user_id: user.id,
    instance_name: name,
    api_key: result.hash,
    whatsapp_number: result.number,
    webhook_url: result.webhook,
    status: result.status,
    webhook_secret: secret,
    webhook_synced_at: new Date().toISOString(),
    channel: 'evolution',
    phone_number_id: null,
    waba_id: null,
    display_name: null,
    access_token: null,
  });
  return { status: result.status, instanceId: name, qrcode: result.qrcode };
}

/** The QR on screen (GET /instance/connect starts an attempt on a closed instance). */
async function qrcode(user: AuthUser) {
  const name = instanceNameOf(user);
  const row = await instanceOfUser(user.id);
  let answer: ConnectAnswer;
  try {
    answer = await evolution.connect(name);
  } catch (err) {
    if (!notFound(err)) throw gatewayFailure(err, FAILURES.qrcode);
    if (row) await recordState(row, 'disconnected');
    return { status: 'disconnected' as const, qrcode: null };
  }
  await syncIfNeeded(row, 'whatsapp-instance');
  const { status, qrcode } = fromConnect(answer);
  if (row) {
    const number = status === 'connected' ? (row.whatsapp_number ?? (await numberOrNull(name))) : undefined;
    await recordState(row, status, number);
  }
  return { status, qrcode };
}

/** A number lookup that never fails the action: the number is a detail, the state is what counts. */
async function numberOrNull(name: string): Promise<string | null> {
  try {
    return (await detailsAtGateway(name)).number;
  } catch (err) {
    console.error('[whatsapp-instance] number lookup', (err as Error).message);
    return null;
  }
}

/** Logs out (a connected phone or a QR on screen) and connects again, for a new QR. */
async function reconnect(user: AuthUser) {
  const name = instanceNameOf(user);
  const row = await instanceOfUser(user.id);
  const state = await atGateway(FAILURES.reconnect, async () => {
    try {
      return (await evolution.connectionState(name)).instance.state;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  });
  // Nothing to reconnect (never created, or deleted at the gateway): create it again.
  if (!row || state === null) {
    const created = await create(user, FAILURES.reconnect);
    return { status: created.status, qrcode: created.qrcode };
  }
  await syncIfNeeded(row, 'whatsapp-instance');
  const { status, qrcode } = await atGateway(FAILURES.reconnect, async () => {
    if (state !== 'close') {
      await evolution.logout(name).catch((err: unknown) => {
        if (!notConnected(err)) throw err;
      });
    }
    return fromConnect(await evolution.connect(name));
  });
  // Logged out: the old phone's number no longer applies.
  await recordState(row, status, status === 'connected' ? row.whatsapp_number : null);
  return { status, qrcode };
}

/** The state at the gateway, recorded on the row (and the agent) when it changed. */
async function status(user: AuthUser) {
  const name = instanceNameOf(user);
  const row = await instanceOfUser(user.id);
  const disconnected = { status: 'disconnected' as const, instanceId: name, number: null };
  if (!row) return disconnected;
  if (row.channel === 'cloud') return cloudStatus(row);
  let state: string;
  try {
    state = (await evolution.connectionState(name)).instance.state;
  } catch (err) {
    if (!notFound(err)) throw gatewayFailure(err, FAILURES.status);
    await recordState(row, 'disconnected');
    return disconnected;
  }
  // An instance from before per-instance secrets: its gateway learns the row's secret now.
  await syncIfNeeded(row, 'whatsapp-instance');
  const current = connectionStatus(state);
  if (current !== 'connected') {
    await recordState(row, current);
    return { status: current, instanceId: name, number: null };
  }
  const number = row.whatsapp_number ?? (await numberOrNull(name));
  const saved = await recordState(row, 'connected', number);
  return { status: current, instanceId: name, number: saved.whatsapp_number };
}

/** Logs out if open, deletes at the gateway (already gone counts as done) and forgets the row. */
export async function remove(user: AuthUser) {
  const name = instanceNameOf(user);
  const row = await instanceOfUser(user.id);
  if (row?.channel === 'cloud') return cloudDisconnect(row);
  await atGateway(FAILURES.delete, async () => {
    let state: string | null = null;
    try {
      state = (await evolution.connectionState(name)).instance.state;
    } catch (err) {
      if (!notFound(err)) throw err;
    }
    if (state === null) return;
    if (state === 'open') {
      await evolution.logout(name).catch((err: unknown) => {
        if (!notConnected(err)) throw err;
      });
    }
    await evolution.deleteInstance(name).catch((err: unknown) => {
      if (!notFound(err)) throw err;
    });
  });
  await removeInstance(user.id);
  return { status: 'disconnected' as const };
}

export const ACTIONS = {
  create: (user: AuthUser) => create(user),
  qrcode,
  reconnect,
  status,
  delete: remove,
  cloud_signup: cloudSignup,
  cloud_connect: cloudConnect,
  templates,
} as const;
export type Action = keyof typeof ACTIONS;

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.hasOwn(ACTIONS, value);
}
