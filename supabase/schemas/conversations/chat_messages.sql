CREATE TABLE public.chat_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    id_dono text NOT NULL,
    remote_jid text,
    phone text,
    direction text NOT NULL,
    body text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    conversa_id uuid,
    atendimento_id uuid,
    instance_name text,
    wa_message_id text,
    autor text DEFAULT 'cliente'::text NOT NULL,
    status text DEFAULT 'enviada'::text NOT NULL,
    erro text,
    midia_tipo text,
    midia_path text,
    midia_mime text,
    midia_nome text,
    midia_segundos integer,
    transcricao text,
    midia_erro text,
    midia_apagada_em timestamp with time zone,
    CONSTRAINT chat_messages_autor_check CHECK ((autor = ANY (ARRAY['cliente'::text, 'assistente'::text, 'voce'::text, 'plataforma'::text]))),
    CONSTRAINT chat_messages_midia_tipo_check CHECK ((midia_tipo = ANY (ARRAY['audio'::text, 'imagem'::text, 'documento'::text]))),
    CONSTRAINT chat_messages_direction_check CHECK ((direction = ANY (ARRAY['in'::text, 'out'::text]))),
    CONSTRAINT chat_messages_status_check CHECK ((status = ANY (ARRAY['enviando'::text, 'enviada'::text, 'entregue'::text, 'lida'::text, 'falhou'::text])))
);

COMMENT ON COLUMN public.chat_messages.midia_path IS 'Where the media is kept: the object path in the owner''s private Storage bucket (midia-<user id>); served to the owner by signed URL only.';

COMMENT ON COLUMN public.chat_messages.transcricao IS 'A voice note''s words (the transcriber''s); kept after the audio itself is deleted (MEDIA_RETENTION_DAYS).';

COMMENT ON COLUMN public.chat_messages.midia_erro IS 'Why a voice note could not be heard (pt-BR), when it could not.';

COMMENT ON COLUMN public.chat_messages.erro IS 'Why a message failed (status falhou), in pt-BR as the inbox shows it.';

ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_pkey PRIMARY KEY (id);

CREATE INDEX chat_messages_atendimento_idx ON public.chat_messages USING btree (atendimento_id) WHERE (atendimento_id IS NOT NULL);

CREATE INDEX chat_messages_conversa_idx ON public.chat_messages USING btree (conversa_id, created_at);

CREATE INDEX chat_messages_dono_idx ON public.chat_messages USING btree (id_dono);

CREATE INDEX chat_messages_midia_idx ON public.chat_messages USING btree (created_at) WHERE ((midia_path IS NOT NULL) AND (midia_apagada_em IS NULL));

CREATE INDEX chat_messages_enviando_idx ON public.chat_messages USING btree (conversa_id) WHERE (status = 'enviando'::text);

CREATE INDEX chat_messages_user_created_idx ON public.chat_messages USING btree (user_id, created_at);

CREATE UNIQUE INDEX chat_messages_wa_id_key ON public.chat_messages USING btree (instance_name, wa_message_id) WHERE (wa_message_id IS NOT NULL);

ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_atendimento_id_fkey FOREIGN KEY (atendimento_id) REFERENCES public.g_atendimento(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_conversa_id_fkey FOREIGN KEY (conversa_id) REFERENCES public.conversas(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_id_dono_fkey FOREIGN KEY (id_dono) REFERENCES public.profiles(id_dono) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.chat_messages ENABLE ROW LEVEL SECURITY;

CREATE POLICY chat_messages_select_own ON public.chat_messages FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.chat_messages FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.chat_messages TO anon;
GRANT ALL ON TABLE public.chat_messages TO authenticated;
GRANT ALL ON TABLE public.chat_messages TO service_role;
