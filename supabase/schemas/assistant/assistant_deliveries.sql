CREATE TABLE public.assistant_deliveries (
    instance_name text NOT NULL,
    message_id text NOT NULL,
    user_id uuid NOT NULL,
    body text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_error text,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    forwarded_at timestamp with time zone,
    CONSTRAINT assistant_deliveries_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'forwarded'::text, 'expired'::text, 'withheld'::text])))
);

COMMENT ON COLUMN public.assistant_deliveries.body IS 'What the assistant''s workflow reads of a client''s message (event, instance, data.key, data.pushName, data.message.conversation): never the gateway''s delivery as received, which holds the instance''s apikey.';

ALTER TABLE ONLY public.assistant_deliveries
    ADD CONSTRAINT assistant_deliveries_pkey PRIMARY KEY (instance_name, message_id);

CREATE INDEX assistant_deliveries_due ON public.assistant_deliveries USING btree (next_attempt_at) WHERE (status = 'pending'::text);

ALTER TABLE ONLY public.assistant_deliveries
    ADD CONSTRAINT assistant_deliveries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.assistant_deliveries ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.assistant_deliveries FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.assistant_deliveries TO service_role;
