CREATE TABLE public.dashboard_atendimentos_mes (
    id_dono text NOT NULL,
    mes date NOT NULL,
    concluidos bigint DEFAULT 0 NOT NULL,
    resolvidos bigint DEFAULT 0 NOT NULL,
    avaliados bigint DEFAULT 0 NOT NULL,
    promotores bigint DEFAULT 0 NOT NULL,
    detratores bigint DEFAULT 0 NOT NULL,
    soma_notas bigint DEFAULT 0 NOT NULL,
    com_duracao bigint DEFAULT 0 NOT NULL,
    soma_duracao bigint DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY public.dashboard_atendimentos_mes
    ADD CONSTRAINT dashboard_atendimentos_mes_pkey PRIMARY KEY (id_dono, mes);

ALTER TABLE public.dashboard_atendimentos_mes ENABLE ROW LEVEL SECURITY;

CREATE POLICY dashboard_atendimentos_mes_select_own ON public.dashboard_atendimentos_mes FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.dashboard_atendimentos_mes FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.dashboard_atendimentos_mes TO anon;
GRANT ALL ON TABLE public.dashboard_atendimentos_mes TO authenticated;
GRANT ALL ON TABLE public.dashboard_atendimentos_mes TO service_role;
