CREATE TABLE public.g_atendimento (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    id_dono text NOT NULL,
    status text DEFAULT 'em_andamento'::text NOT NULL,
    avaliacao_cliente integer,
    duracao_atendimento integer,
    data_atendimento timestamp with time zone DEFAULT now() NOT NULL,
    resolvido_primeiro_contato boolean,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    conversa_id uuid,
    ultima_mensagem_em timestamp with time zone,
    encerrado_em timestamp with time zone,
    encerrado_por text,
    assumido boolean DEFAULT false NOT NULL,
    pesquisa text,
    pesquisa_em timestamp with time zone,
    pesquisa_tentativas integer DEFAULT 0 NOT NULL,
    pesquisa_token uuid,
    CONSTRAINT g_atendimento_avaliacao_cliente_check CHECK (((avaliacao_cliente >= 0) AND (avaliacao_cliente <= 10))),
    CONSTRAINT g_atendimento_duracao_atendimento_check CHECK ((duracao_atendimento >= 0)),
    CONSTRAINT g_atendimento_encerrado_por_check CHECK ((encerrado_por = ANY (ARRAY['inatividade'::text, 'dono'::text]))),
    CONSTRAINT g_atendimento_pesquisa_check CHECK ((pesquisa = ANY (ARRAY['na_fila'::text, 'enviando'::text, 'enviada'::text, 'falhou'::text]))),
    CONSTRAINT g_atendimento_status_check CHECK ((status = ANY (ARRAY['em_andamento'::text, 'concluido'::text])))
);

ALTER TABLE ONLY public.g_atendimento
    ADD CONSTRAINT g_atendimento_pkey PRIMARY KEY (id);

CREATE INDEX g_atendimento_conversa_idx ON public.g_atendimento USING btree (conversa_id, data_atendimento DESC);

CREATE INDEX g_atendimento_dono_data_idx ON public.g_atendimento USING btree (id_dono, data_atendimento);

CREATE INDEX g_atendimento_idle_at_idx ON public.g_atendimento USING btree (COALESCE(ultima_mensagem_em, data_atendimento)) WHERE (status = 'em_andamento'::text);

CREATE UNIQUE INDEX g_atendimento_one_open ON public.g_atendimento USING btree (conversa_id) WHERE (status = 'em_andamento'::text);

CREATE INDEX g_atendimento_pesquisa_due_idx ON public.g_atendimento USING btree (pesquisa_em) WHERE (pesquisa = ANY (ARRAY['na_fila'::text, 'enviando'::text]));

-- conversas.atendimento_id: here, because conversas loads before this table.
ALTER TABLE ONLY public.conversas
    ADD CONSTRAINT conversas_atendimento_fk FOREIGN KEY (atendimento_id) REFERENCES public.g_atendimento(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.g_atendimento
    ADD CONSTRAINT g_atendimento_conversa_id_fkey FOREIGN KEY (conversa_id) REFERENCES public.conversas(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.g_atendimento
    ADD CONSTRAINT g_atendimento_id_dono_fkey FOREIGN KEY (id_dono) REFERENCES public.profiles(id_dono) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE public.g_atendimento ENABLE ROW LEVEL SECURITY;

CREATE POLICY g_atendimento_select_own ON public.g_atendimento FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.g_atendimento FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.g_atendimento TO anon;
GRANT ALL ON TABLE public.g_atendimento TO authenticated;
GRANT ALL ON TABLE public.g_atendimento TO service_role;
