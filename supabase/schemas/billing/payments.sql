CREATE TABLE public.payments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    subscription_id uuid,
    plan text,
    provider_customer_id text,
    provider_payment_id text,
    billing_type text NOT NULL,
    status text DEFAULT 'PENDING'::text NOT NULL,
    value numeric(12,2) NOT NULL,
    installment_count integer DEFAULT 1 NOT NULL,
    due_date date,
    payment_date date,
    invoice_url text,
    bank_slip_url text,
    pix_payload text,
    description text,
    idempotency_key text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT payments_billing_type_check CHECK ((billing_type = ANY (ARRAY['CREDIT_CARD'::text, 'PIX'::text, 'BOLETO'::text]))),
    CONSTRAINT payments_installment_count_check CHECK (((installment_count >= 1) AND (installment_count <= 12))),
    CONSTRAINT payments_plan_check CHECK ((plan = ANY (ARRAY['mensal'::text, 'semestral'::text, 'anual'::text, 'personalizado'::text]))),
    CONSTRAINT payments_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'RECEIVED'::text, 'CONFIRMED'::text, 'OVERDUE'::text, 'REFUNDED'::text, 'RECEIVED_IN_CASH'::text, 'REFUND_REQUESTED'::text, 'REFUND_IN_PROGRESS'::text, 'CHARGEBACK_REQUESTED'::text, 'CHARGEBACK_DISPUTE'::text, 'AWAITING_CHARGEBACK_REVERSAL'::text, 'DUNNING_REQUESTED'::text, 'DUNNING_RECEIVED'::text, 'AWAITING_RISK_ANALYSIS'::text, 'AUTHORIZED'::text, 'FAILED'::text]))),
    CONSTRAINT payments_value_check CHECK ((value > (0)::numeric))
);

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_idempotency_key_key UNIQUE (idempotency_key);

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_provider_payment_id_key UNIQUE (provider_payment_id);

CREATE INDEX payments_subscription_idx ON public.payments USING btree (subscription_id);

CREATE INDEX payments_user_created_idx ON public.payments USING btree (user_id, created_at DESC);

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.subscriptions(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.payments ENABLE ROW LEVEL SECURITY;

CREATE POLICY payments_select_own ON public.payments FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.payments FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.payments TO anon;
GRANT ALL ON TABLE public.payments TO authenticated;
GRANT ALL ON TABLE public.payments TO service_role;
