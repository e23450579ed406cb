/**
 * A customer who pays: an active monthly subscription for user $1, so the paid features (the assistant,
 * the public booking page, automatic reminders) work for them. One who already has a live one keeps it.
 * Used by the tests' grantPaidAccess (stack.ts) and the benchmarks' (bench/stack.ts).
 */
export const GRANT_PAID_ACCESS_SQL = `insert into public.subscriptions (user_id, plan, status, value, cycle, current_period_end)
     values ($1, 'mensal', 'active', 97, 'MONTHLY', (now() at time zone 'America/Sao_Paulo')::date + 30)
     on conflict do nothing`;
