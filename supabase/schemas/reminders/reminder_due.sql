CREATE TABLE public.reminder_due (
    agendamento_id uuid NOT NULL,
    id_dono text NOT NULL,
    due_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY public.reminder_due
    ADD CONSTRAINT reminder_due_pkey PRIMARY KEY (agendamento_id);

CREATE INDEX reminder_due_at_idx ON public.reminder_due USING btree (due_at);

CREATE INDEX reminder_due_owner_idx ON public.reminder_due USING btree (id_dono, due_at);

ALTER TABLE ONLY public.reminder_due
    ADD CONSTRAINT reminder_due_agendamento_id_fkey FOREIGN KEY (agendamento_id) REFERENCES public.g_agenda(id) ON DELETE CASCADE;

ALTER TABLE public.reminder_due ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.reminder_due FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.reminder_due TO service_role;
