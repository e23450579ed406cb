/**
 * What the reminder tests share: an owner with chosen reminder settings, appointments placed a given
 * number of minutes from the database's now (in São Paulo wall-clock time, as the agenda stores
 * them), and the owner's reminder rows.
 */
import { newUser, serviceClient, sql, type TestUser } from 'local-stack/testing';

export interface ReminderSettings {
  antes24h?: boolean;
  antes1h?: boolean;
  whatsapp?: boolean;
  email?: boolean;
}

/**
 * A new customer whose reminder card says `s` (defaults: 24 h, 1 h, WhatsApp on; e-mail off), in the
 * trial of a subscription (automatic reminders are a paid feature) unless `paid` is false.
 */
export async function ownerWithReminders(
  s: ReminderSettings = {},
  prefix = 'lembretes',
  { paid = true, businessName = 'Clínica Lembrete' }: { paid?: boolean; businessName?: string } = {},
): Promise<TestUser> {
  const owner = await newUser({ full_name: 'Dona dos Lembretes', business_name: businessName }, prefix);
  if (paid) await startTrial(owner);
  await setReminders(owner, s);
  return owner;
}

/** A 7-day trial, as the checkout starts one (arranged in SQL). */
export async function startTrial(owner: TestUser): Promise<void> {
  await sql(
    `insert into public.subscriptions (user_id, plan, status, value, cycle, trial_ends_on, current_period_end)
     values ($1, 'mensal', 'trialing', 97, 'MONTHLY',
             (now() at time zone 'America/Sao_Paulo')::date + 7, (now() at time zone 'America/Sao_Paulo')::date + 7)`,
    [owner.id],
  );
}

export async function setReminders(owner: TestUser, s: ReminderSettings): Promise<void> {
  await sql(
    `update public.reminder_settings set antes24h = $2, antes1h = $3, whatsapp = $4, email = $5 where id_dono = $1`,
    [owner.idDono, s.antes24h ?? true, s.antes1h ?? true, s.whatsapp ?? true, s.email ?? false],
  );
}

export interface Placed {
  id: string;
  data: string;
  inicio: string;
}

/**
 * An appointment starting `minutes` from now (rounded down to the minute), 15 minutes long (shorter
 * when midnight comes first). Superuser SQL: arranging, not proving access.
 */
export async function placeAppointment(
  owner: TestUser,
  minutes: number,
  over: { status?: string; phone?: string | null; email?: string | null; nome?: string } = {},
): Promise<Placed> {
  const [row] = await sql<Placed>(
    `with t as (select date_trunc('minute', (now() + make_interval(mins => $2)) at time zone 'America/Sao_Paulo') as ts)
     insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, email_cliente, status)
     select $1, t.ts::date, t.ts::time,
            case when t.ts::time < '23:44' then t.ts::time + interval '15 minutes' else '23:59:59' end,
            $3, $4, $5, $6
     from t
     returning id, to_char(data, 'YYYY-MM-DD') as data, to_char(inicio, 'HH24:MI') as inicio`,
    [
      owner.idDono,
      minutes,
      over.nome ?? 'Maria Lembrada',
      over.phone === undefined ? '(11) 98765-4321' : over.phone,
      over.email ?? null,
      over.status ?? 'agendado',
    ],
  );
  return row;
}

/** Moves an appointment to start `minutes` from now. */
export async function moveAppointment(id: string, minutes: number, status = 'reagendado'): Promise<void> {
  await sql(
    `with t as (select date_trunc('minute', (now() + make_interval(mins => $2)) at time zone 'America/Sao_Paulo') as ts)
     update public.g_agenda set data = t.ts::date, inicio = t.ts::time,
            fim = case when t.ts::time < '23:44' then t.ts::time + interval '15 minutes' else '23:59:59' end,
            status = $3
     from t where id = $1`,
    [id, minutes, status],
  );
}

export interface ReminderRow {
  id: string;
  agendamento_id: string;
  channel: string;
  template: string;
  recipient: string;
  status: string;
  attempts: number;
  error: string | null;
  answer: string | null;
}

export async function remindersOf(owner: TestUser): Promise<ReminderRow[]> {
  return sql<ReminderRow>(
    `select id, agendamento_id, channel, template, recipient, status, attempts, error, answer
       from public.notifications where id_dono = $1 order by created_at, template, channel`,
    [owner.idDono],
  );
}

/** `template/channel/status` of each of the owner's reminders, sorted, to compare as a set. */
export async function summary(owner: TestUser): Promise<string[]> {
  return (await remindersOf(owner)).map((r) => `${r.template}/${r.channel}/${r.status}`).sort();
}

export async function enqueue(): Promise<void> {
  const { error } = await serviceClient().rpc('enqueue_due_reminders');
  if (error) throw new Error(JSON.stringify(error));
}

export interface Claimed {
  id: string;
  claim_token: string;
  id_dono: string;
  channel: string;
  template: string;
  attempts: number;
  nome: string;
  negocio: string;
}

/** claim_due_reminders as the dispatcher calls it. */
export async function claim(limit = 50, leaseSeconds = 120): Promise<Claimed[]> {
  const { data, error } = await serviceClient().rpc('claim_due_reminders', {
    p_limit: limit,
    p_lease_seconds: leaseSeconds,
  });
  if (error) throw new Error(JSON.stringify(error));
  return data as Claimed[];
}

/** Claims until the owner's due reminders are all taken; other owners' rows are put back as they were. */
export async function claimOwn(owner: TestUser): Promise<Claimed[]> {
  const mine: Claimed[] = [];
  for (let round = 0; round < 20; round++) {
    const batch = await claim(200);
    if (batch.length === 0) break;
    const others = batch.filter((c) => c.id_dono !== owner.idDono).map((c) => c.id);
    if (others.length) {
      await sql(
        `update public.notifications set status = 'scheduled', attempts = attempts - 1, scheduled_for = now() + interval '1 hour'
          where id = any($1::uuid[])`,
        [others],
      );
    }
    mine.push(...batch.filter((c) => c.id_dono === owner.idDono));
  }
  return mine;
}

/** finish_reminder with the claim's token (none: a result from no claim at all). */
export async function finish(
  claimed: { id: string; claim_token?: string | null },
  outcome: 'sent' | 'retry' | 'failed',
  error?: string,
): Promise<string | null> {
  // Cast until database.types.ts is generated again with finish_reminder's p_token.
  const args = { p_id: claimed.id, p_token: claimed.claim_token ?? null, p_outcome: outcome, p_error: error ?? null };
  const { data, error: err } = await serviceClient().rpc('finish_reminder', args as never);
  if (err) throw new Error(JSON.stringify(err));
  return data as string | null;
}
