CREATE TABLE public.owner_daily_sends (
    id_dono text NOT NULL,
    dia date NOT NULL,
    channel text NOT NULL,
    count integer DEFAULT 0 NOT NULL,
    CONSTRAINT owner_daily_sends_channel_check CHECK ((channel = ANY (ARRAY['whatsapp'::text, 'email'::text])))
);

ALTER TABLE ONLY public.owner_daily_sends
    ADD CONSTRAINT owner_daily_sends_pkey PRIMARY KEY (id_dono, dia, channel);

ALTER TABLE public.owner_daily_sends ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.owner_daily_sends FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.owner_daily_sends TO service_role;
