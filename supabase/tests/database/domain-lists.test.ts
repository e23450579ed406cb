// The value lists and defaults the front end and the functions hard-code, checked against what the
// migrated database enforces (its catalog, not the SQL text): the generated types give CHECK
// columns as plain text and say nothing of defaults, so a migration changing one fails here.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
// shared-domain's modules by path: under Node its package entry is CommonJS to the loader, which
// cannot see the names its `export *` lines re-export.
import { PLAN_PERIODS } from '../../../shared-domain/src/plans/planPeriod.ts';
import { BILLING_TYPES } from '../../../shared-domain/src/pricing/paymentMethod.ts';
import {
  APPOINTMENT_LOCATIONS,
  APPOINTMENT_ORIGINS,
  APPOINTMENT_STATUSES,
} from '../../../shared-domain/src/entities/agenda.ts';
import {
  AGENT_CONFIG_COLUMNS,
  AGENT_STATUSES,
  AGENT_TYPES,
  WEEKDAYS,
} from '../../../shared-domain/src/entities/agentConfig.ts';
import { DEFAULT_AGENT_SCHEDULE } from '../../../shared-domain/src/testing/agentSchedule.ts';
import { ATTENDANCE_STATUSES } from '../../../shared-domain/src/entities/attendance.ts';
import {
  PAYMENT_STATUSES,
  SUBSCRIPTION_CYCLES,
  SUBSCRIPTION_STATUSES,
} from '../../../shared-domain/src/entities/billing.ts';
import {
  DEFAULT_REMINDER_SETTINGS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TEMPLATES,
  REMINDER_ANSWERS,
} from '../../../shared-domain/src/entities/notifications.ts';
import { OWNER_CODE_PATTERN } from '../../../shared-domain/src/testing/ownerCode.ts';
import { PERSON_TYPES } from '../../../shared-domain/src/entities/personType.ts';
import { USER_ROLES } from '../../../shared-domain/src/entities/roles.ts';
import {
  WHATSAPP_INSTANCE_COLUMNS,
  WHATSAPP_INSTANCE_STATUSES,
} from '../../../shared-domain/src/entities/whatsappInstance.ts';
import { closeSql, sql } from 'local-stack/testing';

after(closeSql);

/** The CHECK constraints on one column of a public table, as Postgres prints them. */
async function checksOf(table: string, column: string): Promise<string[]> {
  const rows = await sql<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'c' and c.conrelid = ('public.' || $1)::regclass and a.attname = $2
        and array_length(c.conkey, 1) = 1`,
    [table, column],
  );
  return rows.map((r) => r.def);
}

/** The literals of `CHECK ((col = ANY (ARRAY['a'::text, …])))`, in order. */
async function allowedValues(table: string, column: string): Promise<string[]> {
  const lists = (await checksOf(table, column))
    .filter((def) => /= ANY \(ARRAY\[/.test(def))
    .map((def) => [...def.matchAll(/'([^']*)'::(?:text|character varying)/g)].map((m) => m[1]));
  assert.equal(lists.length, 1, `${table}.${column}: one value list expected`);
  return lists[0];
}

async function columnDefault(table: string, column: string): Promise<string | null> {
  const [row] = await sql<{ column_default: string | null }>(
    `select column_default from information_schema.columns
      where table_schema = 'public' and table_name = $1 and column_name = $2`,
    [table, column],
  );
  return row?.column_default ?? null;
}

const lists: [string, string, readonly string[]][] = [
  ['profiles', 'role', USER_ROLES],
  ['profiles', 'person_type', PERSON_TYPES],
  ['agent_configs', 'status', AGENT_STATUSES],
  ['agent_configs', 'type', AGENT_TYPES],
  ['g_agenda', 'local', APPOINTMENT_LOCATIONS],
  ['g_agenda', 'status', APPOINTMENT_STATUSES],
  ['g_agenda', 'origem', APPOINTMENT_ORIGINS],
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
  ['notifications', 'answer', REMINDER_ANSWERS],
];

for (const [table, column, values] of lists) {
  test(`${table}.${column} allows exactly shared-domain's list`, async () => {
    assert.deepEqual(await allowedValues(table, column), [...values]);
  });
}

test('the owner code CHECK is OWNER_CODE_PATTERN', async () => {
  const defs = await checksOf('profiles', 'id_dono');
  assert.ok(
    defs.some((def) => def.includes(`'${OWNER_CODE_PATTERN.source}'`)),
    `${defs.join(' | ')} should hold ${OWNER_CODE_PATTERN.source}`,
  );
});

test('agent_configs.schedule defaults to DEFAULT_AGENT_SCHEDULE', async () => {
  const def = await columnDefault('agent_configs', 'schedule');
  const literal = /^'(.*)'::jsonb$/s.exec(def ?? '')?.[1];
  assert.ok(literal, `unexpected default ${def}`);
  assert.deepEqual(JSON.parse(literal), DEFAULT_AGENT_SCHEDULE);
  assert.deepEqual(Object.keys(DEFAULT_AGENT_SCHEDULE.dias_atendimento), [...WEEKDAYS]);
});

test('reminder_settings defaults to DEFAULT_REMINDER_SETTINGS', async () => {
  for (const [column, value] of Object.entries(DEFAULT_REMINDER_SETTINGS)) {
    assert.equal(await columnDefault('reminder_settings', column), String(value), column);
  }
});

test('the browser may read exactly WHATSAPP_INSTANCE_COLUMNS of whatsapp_instances (never api_key)', async () => {
  const rows = await sql<{ column_name: string }>(
    `select column_name from information_schema.column_privileges
      where table_schema = 'public' and table_name = 'whatsapp_instances'
        and grantee = 'authenticated' and privilege_type = 'SELECT'`,
  );
  assert.deepEqual(rows.map((r) => r.column_name).sort(), [...WHATSAPP_INSTANCE_COLUMNS].sort());
});

test('the browser may read exactly AGENT_CONFIG_COLUMNS of agent_configs (never tools_secret_hash)', async () => {
  const rows = await sql<{ column_name: string }>(
    `select column_name from information_schema.column_privileges
      where table_schema = 'public' and table_name = 'agent_configs'
        and grantee = 'authenticated' and privilege_type = 'SELECT'`,
  );
  assert.deepEqual(rows.map((r) => r.column_name).sort(), [...AGENT_CONFIG_COLUMNS].sort());
});
