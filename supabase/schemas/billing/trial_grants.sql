CREATE TABLE public.trial_grants (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    documento text,
    idempotency_key text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY public.trial_grants
    ADD CONSTRAINT trial_grants_idempotency_key_key UNIQUE (idempotency_key);

ALTER TABLE ONLY public.trial_grants
    ADD CONSTRAINT trial_grants_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX trial_grants_documento_idx ON public.trial_grants USING btree (documento) WHERE (documento IS NOT NULL);

CREATE UNIQUE INDEX trial_grants_user_idx ON public.trial_grants USING btree (user_id);

ALTER TABLE public.trial_grants ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.trial_grants FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.trial_grants TO service_role;
