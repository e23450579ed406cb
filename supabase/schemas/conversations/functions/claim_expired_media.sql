CREATE FUNCTION public.claim_expired_media(p_days integer, p_limit integer DEFAULT 200) RETURNS TABLE(id uuid, user_id uuid, midia_path text)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  -- Media older than p_days: marked deleted here (the words of a voice note stay), the objects are
  -- removed from Storage by the caller. A failed removal leaves an orphan object, never a row that
  -- points at nothing.
  update public.chat_messages m
  set midia_apagada_em = now()
  where m.id in (select x.id from public.chat_messages x
                 where x.midia_path is not null and x.midia_apagada_em is null
                   and x.created_at < now() - make_interval(days => p_days)
                 order by x.created_at
                 limit p_limit
                 for update skip locked)
  returning m.id, m.user_id, m.midia_path;
$$;

COMMENT ON FUNCTION public.claim_expired_media(p_days integer, p_limit integer) IS 'The minute jobs'' media retention (MEDIA_RETENTION_DAYS): the media to remove from Storage, marked deleted.';

REVOKE ALL ON FUNCTION public.claim_expired_media(p_days integer, p_limit integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_expired_media(p_days integer, p_limit integer) TO service_role;
