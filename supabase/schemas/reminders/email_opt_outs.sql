CREATE TABLE public.email_opt_outs (
    id_dono text NOT NULL,
    email text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT email_opt_outs_email_check CHECK ((email = lower(email)))
);

ALTER TABLE ONLY public.email_opt_outs
    ADD CONSTRAINT email_opt_outs_pkey PRIMARY KEY (id_dono, email);

ALTER TABLE public.email_opt_outs ENABLE ROW LEVEL SECURITY;

CREATE POLICY email_opt_outs_select_own ON public.email_opt_outs FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.email_opt_outs FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.email_opt_outs TO anon;
GRANT ALL ON TABLE public.email_opt_outs TO authenticated;
GRANT ALL ON TABLE public.email_opt_outs TO service_role;
