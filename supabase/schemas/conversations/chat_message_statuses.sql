-- Delivery statuses (Cloud API status webhooks) that arrived before their message had its wamid:
-- finish_send applies and removes them. record_message_status writes here only then.
CREATE TABLE public.chat_message_statuses (
    instance_name text NOT NULL,
    wa_message_id text NOT NULL,
    status text NOT NULL,
    erro text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT chat_message_statuses_status_check CHECK ((status = ANY (ARRAY['enviada'::text, 'entregue'::text, 'lida'::text, 'falhou'::text])))
);

ALTER TABLE ONLY public.chat_message_statuses
    ADD CONSTRAINT chat_message_statuses_pkey PRIMARY KEY (instance_name, wa_message_id, status);

CREATE INDEX chat_message_statuses_created_idx ON public.chat_message_statuses USING btree (created_at);

ALTER TABLE public.chat_message_statuses ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.chat_message_statuses FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.chat_message_statuses TO service_role;
