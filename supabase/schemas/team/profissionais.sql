CREATE TABLE public.profissionais (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    id_dono text DEFAULT ''::text NOT NULL,
    nome text NOT NULL,
    ativo boolean DEFAULT true NOT NULL,
    ordem integer DEFAULT 0 NOT NULL,
    agenda jsonb NOT NULL,
    servicos text[] DEFAULT '{}'::text[] NOT NULL,
    titular boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY public.profissionais
    ADD CONSTRAINT profissionais_pkey PRIMARY KEY (id);

CREATE INDEX profissionais_dono_ordem_idx ON public.profissionais USING btree (id_dono, ordem, nome);

CREATE UNIQUE INDEX profissionais_one_titular_idx ON public.profissionais USING btree (id_dono) WHERE titular;

ALTER TABLE ONLY public.profissionais
    ADD CONSTRAINT profissionais_id_dono_fkey FOREIGN KEY (id_dono) REFERENCES public.profiles(id_dono) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE public.profissionais ENABLE ROW LEVEL SECURITY;

CREATE POLICY profissionais_insert_own ON public.profissionais FOR INSERT TO authenticated WITH CHECK ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

CREATE POLICY profissionais_select_own ON public.profissionais FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

CREATE POLICY profissionais_update_own ON public.profissionais FOR UPDATE TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono))) WITH CHECK ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.profissionais FROM anon, authenticated, service_role;
GRANT SELECT,INSERT,REFERENCES,TRIGGER,UPDATE ON TABLE public.profissionais TO authenticated;
GRANT ALL ON TABLE public.profissionais TO service_role;
