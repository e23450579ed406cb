CREATE TABLE public.payment_webhook_events (
    id text NOT NULL,
    event text NOT NULL,
    provider_payment_id text,
    payload jsonb NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    processed_at timestamp with time zone
);

ALTER TABLE ONLY public.payment_webhook_events
    ADD CONSTRAINT payment_webhook_events_pkey PRIMARY KEY (id);

CREATE INDEX payment_webhook_events_payment_idx ON public.payment_webhook_events USING btree (provider_payment_id);

ALTER TABLE public.payment_webhook_events ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.payment_webhook_events FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.payment_webhook_events TO service_role;
