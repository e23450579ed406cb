CREATE TABLE public.payment_attempts (
    idempotency_key text NOT NULL,
    user_id uuid NOT NULL,
    fingerprint text NOT NULL,
    state text DEFAULT 'processing'::text NOT NULL,
    payment_id uuid,
    provider_payment_id text,
    error_code text,
    error_message text,
    http_status integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    result jsonb,
    subscription_id uuid,
    CONSTRAINT payment_attempts_idempotency_key_check CHECK (((length(idempotency_key) >= 8) AND (length(idempotency_key) <= 200))),
    CONSTRAINT payment_attempts_state_check CHECK ((state = ANY (ARRAY['processing'::text, 'succeeded'::text, 'failed'::text, 'retryable'::text])))
);

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_pkey PRIMARY KEY (idempotency_key);

CREATE INDEX payment_attempts_payment_idx ON public.payment_attempts USING btree (payment_id);

CREATE INDEX payment_attempts_user_idx ON public.payment_attempts USING btree (user_id, created_at DESC);

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES public.payments(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.subscriptions(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.payment_attempts ENABLE ROW LEVEL SECURITY;

CREATE POLICY payment_attempts_select_own ON public.payment_attempts FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.payment_attempts FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.payment_attempts TO anon;
GRANT ALL ON TABLE public.payment_attempts TO authenticated;
GRANT ALL ON TABLE public.payment_attempts TO service_role;
