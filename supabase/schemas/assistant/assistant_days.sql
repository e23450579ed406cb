CREATE TABLE public.assistant_days (
    id_dono text NOT NULL,
    dia date NOT NULL,
    execucoes integer DEFAULT 0 NOT NULL,
    respostas integer DEFAULT 0 NOT NULL,
    pausado_em timestamp with time zone,
    aviso_em timestamp with time zone,
    CONSTRAINT assistant_days_execucoes_check CHECK ((execucoes >= 0)),
    CONSTRAINT assistant_days_respostas_check CHECK ((respostas >= 0))
);

ALTER TABLE ONLY public.assistant_days
    ADD CONSTRAINT assistant_days_pkey PRIMARY KEY (id_dono, dia);

ALTER TABLE public.assistant_days ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.assistant_days FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.assistant_days TO service_role;
