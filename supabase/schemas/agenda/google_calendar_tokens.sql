CREATE TABLE public.google_calendar_tokens (
    user_id uuid NOT NULL,
    user_email text NOT NULL,
    token jsonb NOT NULL,
    last_sync_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY public.google_calendar_tokens
    ADD CONSTRAINT google_calendar_tokens_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.google_calendar_tokens
    ADD CONSTRAINT google_calendar_tokens_user_email_key UNIQUE (user_email);

ALTER TABLE ONLY public.google_calendar_tokens
    ADD CONSTRAINT google_calendar_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.google_calendar_tokens ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.google_calendar_tokens FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.google_calendar_tokens TO service_role;
