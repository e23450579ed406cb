CREATE FUNCTION public.reminders_due_again(p_id_dono text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.reminder_due set due_at = now()
   where id_dono = p_id_dono and due_at > now() and due_at < now() + interval '23 hours';
$$;

REVOKE ALL ON FUNCTION public.reminders_due_again(p_id_dono text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.reminders_due_again(p_id_dono text) TO service_role;
