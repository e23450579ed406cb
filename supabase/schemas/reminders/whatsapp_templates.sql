-- The Cloud API message templates the platform created for each business (one per kind), with
-- Meta's review status as last read. Written by the functions (service role); the owner reads them
-- in the reminder settings.
CREATE TABLE public.whatsapp_templates (
    user_id uuid NOT NULL,
    tipo text NOT NULL,
    nome text NOT NULL,
    meta_id text,
    status text DEFAULT 'PENDING'::text NOT NULL,
    motivo text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT whatsapp_templates_nome_check CHECK (((nome ~ '^[a-z0-9_]+$'::text) AND (char_length(nome) <= 512))),
    CONSTRAINT whatsapp_templates_status_check CHECK ((status = ANY (ARRAY['APPROVED'::text, 'PENDING'::text, 'REJECTED'::text]))),
    CONSTRAINT whatsapp_templates_tipo_check CHECK ((tipo = ANY (ARRAY['lembrete_24h'::text, 'lembrete_1h'::text, 'confirmacao'::text, 'reagendamento'::text, 'cancelamento'::text, 'pesquisa'::text, 'retomar_conversa'::text])))
);

ALTER TABLE ONLY public.whatsapp_templates
    ADD CONSTRAINT whatsapp_templates_pkey PRIMARY KEY (user_id, tipo);

ALTER TABLE ONLY public.whatsapp_templates
    ADD CONSTRAINT whatsapp_templates_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.whatsapp_templates ENABLE ROW LEVEL SECURITY;

CREATE POLICY whatsapp_templates_select_own ON public.whatsapp_templates FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.whatsapp_templates FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.whatsapp_templates TO authenticated;
GRANT ALL ON TABLE public.whatsapp_templates TO service_role;
