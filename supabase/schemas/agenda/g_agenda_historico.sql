CREATE TABLE public.g_agenda_historico (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    id_dono text NOT NULL,
    agendamento_id uuid,
    acao text NOT NULL,
    detalhes text,
    data timestamp with time zone DEFAULT now() NOT NULL,
    usuario text NOT NULL
);

ALTER TABLE ONLY public.g_agenda_historico
    ADD CONSTRAINT g_agenda_historico_pkey PRIMARY KEY (id);

CREATE INDEX g_agenda_historico_agendamento_idx ON public.g_agenda_historico USING btree (agendamento_id);

CREATE INDEX g_agenda_historico_dono_data_idx ON public.g_agenda_historico USING btree (id_dono, data DESC);

ALTER TABLE ONLY public.g_agenda_historico
    ADD CONSTRAINT g_agenda_historico_agendamento_id_fkey FOREIGN KEY (agendamento_id) REFERENCES public.g_agenda(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.g_agenda_historico
    ADD CONSTRAINT g_agenda_historico_id_dono_fkey FOREIGN KEY (id_dono) REFERENCES public.profiles(id_dono) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE public.g_agenda_historico ENABLE ROW LEVEL SECURITY;

CREATE POLICY g_agenda_historico_select_own ON public.g_agenda_historico FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.g_agenda_historico FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.g_agenda_historico TO anon;
GRANT ALL ON TABLE public.g_agenda_historico TO authenticated;
GRANT ALL ON TABLE public.g_agenda_historico TO service_role;
