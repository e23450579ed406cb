CREATE TABLE public.dashboard_mensagens (
    id_dono text NOT NULL,
    total bigint DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY public.dashboard_mensagens
    ADD CONSTRAINT dashboard_mensagens_pkey PRIMARY KEY (id_dono);

ALTER TABLE public.dashboard_mensagens ENABLE ROW LEVEL SECURITY;

CREATE POLICY dashboard_mensagens_select_own ON public.dashboard_mensagens FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.dashboard_mensagens FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.dashboard_mensagens TO anon;
GRANT ALL ON TABLE public.dashboard_mensagens TO authenticated;
GRANT ALL ON TABLE public.dashboard_mensagens TO service_role;
