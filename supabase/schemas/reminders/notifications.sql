CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    id_dono text NOT NULL,
    agendamento_id uuid,
    channel text NOT NULL,
    template text NOT NULL,
    recipient text NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    status text DEFAULT 'scheduled'::text NOT NULL,
    scheduled_for timestamp with time zone,
    sent_at timestamp with time zone,
    error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    for_start timestamp with time zone,
    answered_at timestamp with time zone,
    answer text,
    claim_token uuid,
    CONSTRAINT notifications_answer_check CHECK ((answer = ANY (ARRAY['confirmado'::text, 'cancelado'::text]))),
    CONSTRAINT notifications_channel_check CHECK ((channel = ANY (ARRAY['whatsapp'::text, 'email'::text]))),
    CONSTRAINT notifications_status_check CHECK ((status = ANY (ARRAY['scheduled'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'skipped'::text]))),
    CONSTRAINT notifications_template_check CHECK ((template = ANY (ARRAY['agendamento_reagendado'::text, 'agendamento_cancelado'::text, 'lembrete_24h'::text, 'lembrete_1h'::text, 'lembrete_manual'::text, 'agendamento_confirmado'::text])))
);

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

CREATE INDEX notifications_agendamento_idx ON public.notifications USING btree (agendamento_id);

CREATE INDEX notifications_awaiting_answer_idx ON public.notifications USING btree (recipient, sent_at DESC) WHERE ((status = 'sent'::text) AND (answered_at IS NULL));

CREATE INDEX notifications_dono_created_idx ON public.notifications USING btree (id_dono, created_at DESC);

CREATE INDEX notifications_due_idx ON public.notifications USING btree (scheduled_for) WHERE (status = ANY (ARRAY['scheduled'::text, 'sending'::text]));

CREATE UNIQUE INDEX notifications_one_auto_reminder ON public.notifications USING btree (agendamento_id, channel, template, for_start) WHERE (template = ANY (ARRAY['lembrete_24h'::text, 'lembrete_1h'::text]));

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_agendamento_id_fkey FOREIGN KEY (agendamento_id) REFERENCES public.g_agenda(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_id_dono_fkey FOREIGN KEY (id_dono) REFERENCES public.profiles(id_dono) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;

CREATE POLICY notifications_select_own ON public.notifications FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.notifications FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.notifications TO anon;
GRANT ALL ON TABLE public.notifications TO authenticated;
GRANT ALL ON TABLE public.notifications TO service_role;
