CREATE FUNCTION public.claim_due_reminders(p_limit integer DEFAULT 50, p_lease_seconds integer DEFAULT 120) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_rows jsonb;
begin
  with due as (
    select n.id,
           case
             when g.id is null or g.status not in ('agendado', 'confirmado', 'reagendado') then 'appointment_cancelled'
             when public.appointment_start(g.data, g.inicio) is distinct from n.for_start then 'appointment_moved'
             when n.for_start <= now() then 'appointment_passed'
             when r.id_dono is null
               or not (case n.channel when 'whatsapp' then r.whatsapp else r.email end) then 'channel_off'
             when not (case n.template when 'lembrete_24h' then r.antes24h else r.antes1h end) then 'reminder_off'
             when n.channel = 'email' and public.email_opted_out(n.id_dono, n.recipient) then 'opted_out'
             when not public.owner_has_paid_access(n.id_dono) then 'no_subscription'
           end as why
    from public.notifications n
    left join public.g_agenda g on g.id = n.agendamento_id
    left join public.reminder_settings r on r.id_dono = n.id_dono
    where n.status in ('scheduled', 'sending')
      and n.scheduled_for <= now()
      and n.template in ('lembrete_24h', 'lembrete_1h')
    order by n.scheduled_for
    limit p_limit * 2
    for update of n skip locked
  ),
  skipped as (
    update public.notifications n
    set status = 'skipped', error = d.why, claim_token = null
    from due d
    where n.id = d.id and d.why is not null
  ),
  claimed as (
    update public.notifications n
    set status = 'sending',
        attempts = n.attempts + 1,
        scheduled_for = now() + make_interval(secs => p_lease_seconds),
        claim_token = gen_random_uuid()
    from (select d.id from due d where d.why is null limit p_limit) d
    where n.id = d.id
    returning n.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', c.id,
           'claim_token', c.claim_token,
           'id_dono', c.id_dono,
           'channel', c.channel,
           'template', c.template,
           'recipient', c.recipient,
           'attempts', c.attempts,
           'created_at', c.created_at,
           'agendamento_id', c.agendamento_id,
           'nome', coalesce(nullif(btrim(g.nome), ''), 'cliente'),
           'data', to_char(g.data, 'YYYY-MM-DD'),
           'hora', to_char(g.inicio, 'HH24:MI'),
           'local', g.local,
           'negocio', o.negocio,
           'slug', o.booking_slug,
           'instance_name', o.instance_name)), '[]'::jsonb)
  into v_rows
  from claimed c
  join public.g_agenda g on g.id = c.agendamento_id
  left join lateral (
    select b.negocio, b.booking_slug,
           (select w.instance_name from public.whatsapp_instances w
            join public.profiles wp on wp.id = w.user_id
            where wp.id_dono = c.id_dono
            order by (w.status in ('connected', 'open')) desc, w.updated_at desc
            limit 1) as instance_name
    from public.owner_business(c.id_dono) b
  ) o on true;
  return v_rows;
end;
$$;

REVOKE ALL ON FUNCTION public.claim_due_reminders(p_limit integer, p_lease_seconds integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_due_reminders(p_limit integer, p_lease_seconds integer) TO service_role;
