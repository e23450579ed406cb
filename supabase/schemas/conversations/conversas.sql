CREATE TABLE public.conversas (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    id_dono text NOT NULL,
    telefone text NOT NULL,
    chat text NOT NULL,
    nome text,
    estado text DEFAULT 'concluida'::text NOT NULL,
    motivo_transferencia text,
    pausado_em timestamp with time zone,
    opt_out_em timestamp with time zone,
    ultima_mensagem text,
    ultima_mensagem_em timestamp with time zone,
    atendimento_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    muitas_mensagens_ate timestamp with time zone,
    opt_out_aviso_em timestamp with time zone,
    cliente_escreveu_em timestamp with time zone,
    CONSTRAINT conversas_chat_check CHECK ((chat ~ '^[0-9]{8,20}$'::text)),
    CONSTRAINT conversas_estado_check CHECK ((estado = ANY (ARRAY['assistente'::text, 'aguardando'::text, 'voce'::text, 'concluida'::text]))),
    CONSTRAINT conversas_telefone_check CHECK ((telefone ~ '^[0-9]{8,15}$'::text))
);

COMMENT ON COLUMN public.conversas.cliente_escreveu_em IS 'The client''s last message: it opens the Cloud API''s 24-hour window for free text.';

ALTER TABLE ONLY public.conversas
    ADD CONSTRAINT conversas_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.conversas
    ADD CONSTRAINT conversas_user_id_telefone_key UNIQUE (user_id, telefone);

CREATE INDEX conversas_aguardando_idx ON public.conversas USING btree (id_dono) WHERE (estado = 'aguardando'::text);

CREATE INDEX conversas_dono_recentes_idx ON public.conversas USING btree (id_dono, ultima_mensagem_em DESC NULLS LAST);

CREATE INDEX conversas_opt_out_idx ON public.conversas USING btree (id_dono, telefone) WHERE (opt_out_em IS NOT NULL);

CREATE INDEX conversas_pausadas_idx ON public.conversas USING btree (ultima_mensagem_em) WHERE (estado = ANY (ARRAY['aguardando'::text, 'voce'::text]));

ALTER TABLE ONLY public.conversas
    ADD CONSTRAINT conversas_id_dono_fkey FOREIGN KEY (id_dono) REFERENCES public.profiles(id_dono) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY public.conversas
    ADD CONSTRAINT conversas_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.conversas ENABLE ROW LEVEL SECURITY;

CREATE POLICY conversas_select_own ON public.conversas FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.conversas FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.conversas TO anon;
GRANT ALL ON TABLE public.conversas TO authenticated;
GRANT ALL ON TABLE public.conversas TO service_role;
