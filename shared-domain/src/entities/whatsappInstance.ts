import type { Tables } from '../database.types.ts';
import type { WhatsappChannel } from '../whatsapp/cloud.ts';
import type { WithColumns } from './rowTypes.ts';

/** Both flows' values: the widget's (qrcode, open) and the alternate flow's (error). */
export const WHATSAPP_INSTANCE_STATUSES = [
  'connected',
  'connecting',
  'qrcode',
  'disconnected',
  'open',
  'error',
] as const;
export type WhatsappInstanceStatus = (typeof WHATSAPP_INSTANCE_STATUSES)[number];

/** Columns of whatsapp_instances the browser role has no grant on. */
export type BrowserHiddenColumn =
  'api_key' | 'webhook_secret' | 'webhook_synced_at' | 'access_token' | 'phone_number_id' | 'waba_id';

/**
 * Table whatsapp_instances as the browser may read it: api_key (the gateway secret) and the
 * webhook's secret and sync time, and the Cloud API's token and ids, are not granted to the browser role, so they are not part of the
 * row type. Generated row, with status narrowed to its
 * CHECK list; instance_name is lower-case.
 */
export type WhatsappInstanceRow = WithColumns<
  Omit<Tables<'whatsapp_instances'>, BrowserHiddenColumn>,
  { status: WhatsappInstanceStatus; channel: WhatsappChannel }
>;

/**
 * The columns to name in a select: `select=*` is refused for the browser role because api_key is
 * not granted.
 */
export const WHATSAPP_INSTANCE_COLUMNS = [
  'id',
  'user_id',
  'instance_name',
  'whatsapp_number',
  'webhook_url',
  'status',
  'channel',
  'display_name',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof WhatsappInstanceRow)[];
