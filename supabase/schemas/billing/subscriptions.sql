CREATE TABLE public.subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    plan text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    value numeric(12,2) NOT NULL,
    cycle text,
    description text,
    provider_customer_id text,
    provider_subscription_id text,
    next_due_date date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    trial_ends_on date,
    current_period_end date,
    overdue_since date,
    canceled_at timestamp with time zone,
    pending_plan text,
    pending_value numeric(12,2),
    pending_cycle text,
    change_effective_on date,
    agent_paused_by_billing boolean DEFAULT false NOT NULL,
    idempotency_key text,
    CONSTRAINT subscriptions_cycle_check CHECK ((cycle = ANY (ARRAY['WEEKLY'::text, 'BIWEEKLY'::text, 'MONTHLY'::text, 'BIMONTHLY'::text, 'QUARTERLY'::text, 'SEMIANNUALLY'::text, 'YEARLY'::text]))),
    CONSTRAINT subscriptions_pending_cycle_check CHECK ((pending_cycle = ANY (ARRAY['WEEKLY'::text, 'BIWEEKLY'::text, 'MONTHLY'::text, 'BIMONTHLY'::text, 'QUARTERLY'::text, 'SEMIANNUALLY'::text, 'YEARLY'::text]))),
    CONSTRAINT subscriptions_pending_plan_check CHECK ((pending_plan = ANY (ARRAY['mensal'::text, 'semestral'::text, 'anual'::text, 'personalizado'::text]))),
    CONSTRAINT subscriptions_pending_value_check CHECK ((pending_value > (0)::numeric)),
    CONSTRAINT subscriptions_plan_check CHECK ((plan = ANY (ARRAY['mensal'::text, 'semestral'::text, 'anual'::text, 'personalizado'::text]))),
    CONSTRAINT subscriptions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'trialing'::text, 'active'::text, 'overdue'::text, 'suspended'::text, 'canceled'::text, 'expired'::text]))),
    CONSTRAINT subscriptions_value_check CHECK ((value >= (0)::numeric))
);

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_idempotency_key_key UNIQUE (idempotency_key);

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_provider_subscription_id_key UNIQUE (provider_subscription_id);

CREATE INDEX subscriptions_deadlines_idx ON public.subscriptions USING btree (status) WHERE (status = ANY (ARRAY['overdue'::text, 'canceled'::text]));

CREATE UNIQUE INDEX subscriptions_one_live_per_user ON public.subscriptions USING btree (user_id) WHERE (status = ANY (ARRAY['pending'::text, 'trialing'::text, 'active'::text, 'overdue'::text, 'suspended'::text]));

CREATE INDEX subscriptions_user_status_idx ON public.subscriptions USING btree (user_id, status);

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.subscriptions ENABLE ROW LEVEL SECURITY;

CREATE POLICY subscriptions_select_own ON public.subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.subscriptions FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.subscriptions TO anon;
GRANT ALL ON TABLE public.subscriptions TO authenticated;
GRANT ALL ON TABLE public.subscriptions TO service_role;
