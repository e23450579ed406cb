/**
 * What the reminder tests of the functions share: an owner whose WhatsApp number is connected the way
 * the product connects it (whatsapp-instance, so the gateway's webhook is whatsapp-webhook), the
 * dispatcher called as pg_cron calls it, and the rows of the queue.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { evolutionControl } from 'local-stack/testing/evolution';
import { functionPid, raw, sql, stack, type TestUser } from 'local-stack/testing';
import { ownerWithReminders, remindersOf, type ReminderSettings } from '../../tests/database/reminders-fixtures.ts';

export const GATEWAY_TIMEOUT_MS = Number(process.env.STACK_EVOLUTION_TIMEOUT_MS ?? 3000);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it passes (the gateway's webhook is delivered asynchronously). */
export async function eventually<T>(check: () => Promise<T>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await sleep(100);
    }
  }
}

export interface Clinic {
  owner: TestUser;
  /** The instance's name at the gateway (the user id, lower-cased). */
  instance: string;
  number: string;
}

/**
 * A new owner (reminder settings `s`) whose number is connected: the instance created by the
 * connection function (webhook on whatsapp-webhook) and the phone's scan recorded through it.
 */
export async function clinicWithNumber(
  prefix: string,
  s: ReminderSettings = {},
  number = '5511955501234',
): Promise<Clinic> {
  const owner = await ownerWithReminders(s, prefix);
  const res = await raw('/functions/v1/whatsapp-instance', {
    method: 'POST',
    token: owner.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'create' }),
  });
  assert.equal(res.status, 200, await res.text());
  const instance = owner.id.toLowerCase();
  await evolutionControl(`/instances/${instance}/scan`, 'POST', { number });
  await eventually(async () => {
    const [row] = await sql<{ status: string }>('select status from public.whatsapp_instances where user_id = $1', [
      owner.id,
    ]);
    assert.equal(row?.status, 'connected');
  });
  return { owner, instance, number };
}

export interface DispatchAnswer {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/** One run of the dispatcher, as pg_cron + pg_net call it (the service role key as bearer token). */
export async function dispatch(token = stack.serviceRoleKey): Promise<{ status: number; body: DispatchAnswer }> {
  const res = await fetch(`${stack.url}/functions/v1/reminders-dispatch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as DispatchAnswer };
}

/** The owner's reminder rows, oldest first. */
export const rowsOf = remindersOf;

/** The owner's reminders due again now: a retry's backoff, or the lease of a dispatcher that died. */
export async function dueNow(owner: TestUser): Promise<void> {
  await sql(
    `update public.notifications set scheduled_for = now() - interval '1 second'
      where id_dono = $1 and status in ('scheduled', 'sending')`,
    [owner.idDono],
  );
}

/** '2026-12-02' → '02/12/2026'. */
export const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** São Paulo's date today and tomorrow. */
export function spToday(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10);
}

/** The 24 h reminder's WhatsApp text for an appointment `data` `hora` (said as today or tomorrow). */
export function reminder24hText(nome: string, negocio: string, data: string, hora: string): string {
  const dia =
    data === spToday() ? `hoje, ${brDate(data)},` : data === spToday(1) ? `amanhã, ${brDate(data)},` : brDate(data);
  return `Olá, ${nome}! Lembrete: seu horário na ${negocio} está marcado para ${dia} às ${hora}.\n\nResponda 1 para confirmar ou 2 para cancelar.`;
}

/** Kills the function's process outright (SIGKILL) and waits until it is gone. */
export async function killFunction(name: string): Promise<number> {
  const pid = functionPid(name);
  assert.ok(pid, `no process serves ${name}`);
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && fs.existsSync(`/proc/${pid}`); i++) await sleep(20);
  return pid;
}
