CREATE TABLE public.g_agenda (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    id_dono text NOT NULL,
    data date NOT NULL,
    inicio time without time zone NOT NULL,
    fim time without time zone NOT NULL,
    nome text,
    num_cliente text,
    desc_agendamento text,
    local text DEFAULT 'Presencial'::text,
    status text DEFAULT 'agendado'::text NOT NULL,
    foi_reagendado boolean DEFAULT false NOT NULL,
    google_event_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    origem text DEFAULT 'painel'::text NOT NULL,
    email_cliente text,
    id_profissional uuid,
    servico text,
    CONSTRAINT g_agenda_active_has_professional CHECK (((status <> ALL (ARRAY['agendado'::text, 'confirmado'::text, 'reagendado'::text])) OR (id_profissional IS NOT NULL))),
    CONSTRAINT g_agenda_email_cliente_check CHECK ((email_cliente ~ '^[^\s@]+@[^\s@]+$'::text)),
    CONSTRAINT g_agenda_fim_after_inicio CHECK ((fim > inicio)),
    CONSTRAINT g_agenda_local_check CHECK ((local = ANY (ARRAY['Presencial'::text, 'Online'::text]))),
    CONSTRAINT g_agenda_origem_check CHECK ((origem = ANY (ARRAY['painel'::text, 'assistente'::text, 'pagina'::text]))),
    CONSTRAINT g_agenda_status_check CHECK ((status = ANY (ARRAY['agendado'::text, 'confirmado'::text, 'reagendado'::text, 'cancelado'::text, 'disponivel'::text])))
);

ALTER TABLE ONLY public.g_agenda
    ADD CONSTRAINT g_agenda_pkey PRIMARY KEY (id);

CREATE INDEX g_agenda_dono_data_inicio_idx ON public.g_agenda USING btree (id_dono, data, inicio);

CREATE INDEX g_agenda_dono_status_data_idx ON public.g_agenda USING btree (id_dono, status, data) INCLUDE (inicio, foi_reagendado);

CREATE INDEX g_agenda_profissional_data_idx ON public.g_agenda USING btree (id_profissional, data);

CREATE INDEX g_agenda_upcoming_idx ON public.g_agenda USING btree (data, inicio) WHERE (status = ANY (ARRAY['agendado'::text, 'confirmado'::text, 'reagendado'::text]));

ALTER TABLE ONLY public.g_agenda
    ADD CONSTRAINT g_agenda_id_dono_fkey FOREIGN KEY (id_dono) REFERENCES public.profiles(id_dono) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY public.g_agenda
    ADD CONSTRAINT g_agenda_id_profissional_fkey FOREIGN KEY (id_profissional) REFERENCES public.profissionais(id);

ALTER TABLE public.g_agenda ENABLE ROW LEVEL SECURITY;

CREATE POLICY g_agenda_delete_own ON public.g_agenda FOR DELETE TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

CREATE POLICY g_agenda_insert_own ON public.g_agenda FOR INSERT TO authenticated WITH CHECK ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

CREATE POLICY g_agenda_select_own ON public.g_agenda FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

CREATE POLICY g_agenda_update_own ON public.g_agenda FOR UPDATE TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono))) WITH CHECK ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.g_agenda FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.g_agenda TO anon;
GRANT ALL ON TABLE public.g_agenda TO authenticated;
GRANT ALL ON TABLE public.g_agenda TO service_role;
