// Keeps the row types in step with supabase/migrations: column lists, CHECK value lists and the
// jsonb defaults are read from the SQL. The compile-time half (each *_COLUMNS list names exactly
// the keys of its row type) is checked by `tsc -p .` through the SameKeys assertions below.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAN_PERIODS } from '../plans/planPeriod.ts';
import { BILLING_TYPES } from '../pricing/paymentMethod.ts';
import { AGENDA_HISTORY_COLUMNS, APPOINTMENT_COLUMNS, APPOINTMENT_LOCATIONS, APPOINTMENT_STATUSES } from './agenda.ts';
import type { AgendaHistoryRow, AppointmentRow } from './agenda.ts';
import {
  AGENT_CONFIG_COLUMNS,
  AGENT_PRODUCT_COLUMNS,
  AGENT_STATUSES,
  AGENT_TYPES,
  DEFAULT_AGENT_SCHEDULE,
  WEEKDAYS,
} from './agentConfig.ts';
import type { AgentConfigRow, AgentProductRow } from './agentConfig.ts';
import { ATTENDANCE_COLUMNS, ATTENDANCE_STATUSES } from './attendance.ts';
import type { AttendanceRow } from './attendance.ts';
import {
  PAYMENT_COLUMNS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_CYCLES,
  SUBSCRIPTION_STATUSES,
} from './billing.ts';
import type { PaymentRow, SubscriptionRow } from './billing.ts';
import {
  DEFAULT_REMINDER_SETTINGS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_COLUMNS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TEMPLATES,
  REMINDER_SETTINGS_COLUMNS,
} from './notifications.ts';
import type { NotificationRow, ReminderSettingsRow } from './notifications.ts';
import { PERSON_TYPES } from './personType.ts';
import { PROFILE_COLUMNS } from './profile.ts';
import type { ProfileRow } from './profile.ts';
import { USER_ROLES } from './roles.ts';
import { WHATSAPP_INSTANCE_COLUMNS, WHATSAPP_INSTANCE_STATUSES } from './whatsappInstance.ts';
import type { WhatsappInstanceRow } from './whatsappInstance.ts';

type SameKeys<Row, Columns extends readonly unknown[]> = [keyof Row] extends [Columns[number]]
  ? [Columns[number]] extends [keyof Row]
    ? true
    : false
  : false;

const exhaustive: true[] = [
  true satisfies SameKeys<ProfileRow, typeof PROFILE_COLUMNS>,
  true satisfies SameKeys<AgentConfigRow, typeof AGENT_CONFIG_COLUMNS>,
  true satisfies SameKeys<AgentProductRow, typeof AGENT_PRODUCT_COLUMNS>,
  true satisfies SameKeys<AppointmentRow, typeof APPOINTMENT_COLUMNS>,
  true satisfies SameKeys<AgendaHistoryRow, typeof AGENDA_HISTORY_COLUMNS>,
  true satisfies SameKeys<AttendanceRow, typeof ATTENDANCE_COLUMNS>,
  true satisfies SameKeys<SubscriptionRow, typeof SUBSCRIPTION_COLUMNS>,
  true satisfies SameKeys<PaymentRow, typeof PAYMENT_COLUMNS>,
  true satisfies SameKeys<WhatsappInstanceRow, typeof WHATSAPP_INSTANCE_COLUMNS>,
  true satisfies SameKeys<NotificationRow, typeof NOTIFICATION_COLUMNS>,
  true satisfies SameKeys<ReminderSettingsRow, typeof REMINDER_SETTINGS_COLUMNS>,
];

const MIGRATIONS = join(__dirname, '../../../supabase/migrations');
const sql = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(join(MIGRATIONS, f), 'utf8'))
  .join('\n');

/** The body of `create table public.<name> ( … );`. */
function tableBody(name: string): string {
  const match = new RegExp(`create table public\\.${name} \\(\\n([\\s\\S]*?)\\n\\);`).exec(sql);
  if (!match) throw new Error(`table ${name} not found in the migrations`);
  return match[1];
}

/**
 * Column definitions are the lines indented by exactly two spaces (not constraints), plus the
 * columns later migrations add with `alter table public.<name> add column`.
 */
function columnsOf(name: string): string[] {
  const created = tableBody(name)
    .split('\n')
    .map((line) => /^ {2}([a-z_0-9]+)\s/.exec(line)?.[1])
    .filter((c): c is string => c !== undefined && c !== 'constraint');
  const added = [...sql.matchAll(new RegExp(`alter table public\\.${name}\\s+add column (\\w+)`, 'g'))].map((m) => m[1]);
  return [...created, ...added];
}

/** `check (column in ('a', 'b'))` lists, by column. */
function checkListsOf(name: string): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const m of tableBody(name).matchAll(/check \((\w+) in \(([^)]*)\)\)/g)) {
    lists[m[1]] = [...m[2].matchAll(/'([^']*)'/g)].map((v) => v[1]);
  }
  return lists;
}

const sorted = (values: readonly string[]) => [...values].sort();

describe('row types match the migrations', () => {
  it('has a compile-time column list for every row type', () => {
    expect(exhaustive.every(Boolean)).toBe(true);
  });

  it.each([
    ['profiles', PROFILE_COLUMNS],
    ['agent_configs', AGENT_CONFIG_COLUMNS],
    ['agent_products', AGENT_PRODUCT_COLUMNS],
    ['g_agenda', APPOINTMENT_COLUMNS],
    ['g_agenda_historico', AGENDA_HISTORY_COLUMNS],
    ['g_atendimento', ATTENDANCE_COLUMNS],
    ['subscriptions', SUBSCRIPTION_COLUMNS],
    ['payments', PAYMENT_COLUMNS],
    ['notifications', NOTIFICATION_COLUMNS],
    ['reminder_settings', REMINDER_SETTINGS_COLUMNS],
  ] as const)('%s columns', (table, columns) => {
    expect(sorted(columns)).toEqual(sorted(columnsOf(table)));
  });

  it('whatsapp_instances: every column but the secret api_key', () => {
    const readable = columnsOf('whatsapp_instances').filter((c) => c !== 'api_key');
    expect(sorted(WHATSAPP_INSTANCE_COLUMNS)).toEqual(sorted(readable));
    expect(columnsOf('whatsapp_instances')).toContain('api_key');
    // …and exactly what the browser role is granted.
    const grant = /grant select \(([^)]*)\)\s+on public\.whatsapp_instances/.exec(sql);
    expect(sorted(grant![1].split(',').map((c) => c.trim()))).toEqual(sorted(WHATSAPP_INSTANCE_COLUMNS));
  });

  it.each([
    ['profiles', 'role', USER_ROLES],
    ['profiles', 'person_type', PERSON_TYPES],
    ['agent_configs', 'status', AGENT_STATUSES],
    ['agent_configs', 'type', AGENT_TYPES],
    ['g_agenda', 'local', APPOINTMENT_LOCATIONS],
    ['g_agenda', 'status', APPOINTMENT_STATUSES],
    ['g_atendimento', 'status', ATTENDANCE_STATUSES],
    ['subscriptions', 'plan', PLAN_PERIODS],
    ['subscriptions', 'status', SUBSCRIPTION_STATUSES],
    ['subscriptions', 'cycle', SUBSCRIPTION_CYCLES],
    ['payments', 'plan', PLAN_PERIODS],
    ['payments', 'billing_type', BILLING_TYPES],
    ['payments', 'status', PAYMENT_STATUSES],
    ['whatsapp_instances', 'status', WHATSAPP_INSTANCE_STATUSES],
    ['notifications', 'channel', NOTIFICATION_CHANNELS],
    ['notifications', 'template', NOTIFICATION_TEMPLATES],
    ['notifications', 'status', NOTIFICATION_STATUSES],
  ] as const)('%s.%s CHECK values', (table, column, values) => {
    expect(checkListsOf(table)[column]).toEqual([...values]);
  });

  it('the owner code CHECK is the pattern isOwnerCode uses', () => {
    expect(tableBody('profiles')).toContain("check (id_dono ~ '^USR-[A-Z0-9]{8}$')");
  });

  it('agent_configs.schedule defaults to DEFAULT_AGENT_SCHEDULE', () => {
    const json = /schedule\s+jsonb not null default '([^']*)'/.exec(tableBody('agent_configs'));
    expect(JSON.parse(json![1])).toEqual(DEFAULT_AGENT_SCHEDULE);
    expect(Object.keys(DEFAULT_AGENT_SCHEDULE.dias_atendimento)).toEqual([...WEEKDAYS]);
  });

  it('reminder_settings defaults to DEFAULT_REMINDER_SETTINGS', () => {
    const body = tableBody('reminder_settings');
    for (const [column, value] of Object.entries(DEFAULT_REMINDER_SETTINGS)) {
      expect(body).toMatch(new RegExp(`${column}\\s+boolean not null default ${value}`));
    }
  });
});
