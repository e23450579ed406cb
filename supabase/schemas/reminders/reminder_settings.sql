CREATE TABLE public.reminder_settings (
    id_dono text NOT NULL,
    antes24h boolean DEFAULT true NOT NULL,
    antes1h boolean DEFAULT true NOT NULL,
    whatsapp boolean DEFAULT true NOT NULL,
    email boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    pesquisa boolean DEFAULT true NOT NULL
);

ALTER TABLE ONLY public.reminder_settings
    ADD CONSTRAINT reminder_settings_pkey PRIMARY KEY (id_dono);

ALTER TABLE ONLY public.reminder_settings
    ADD CONSTRAINT reminder_settings_id_dono_fkey FOREIGN KEY (id_dono) REFERENCES public.profiles(id_dono) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE public.reminder_settings ENABLE ROW LEVEL SECURITY;

CREATE POLICY reminder_settings_insert_own ON public.reminder_settings FOR INSERT TO authenticated WITH CHECK ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

CREATE POLICY reminder_settings_select_own ON public.reminder_settings FOR SELECT TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

CREATE POLICY reminder_settings_update_own ON public.reminder_settings FOR UPDATE TO authenticated USING ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono))) WITH CHECK ((id_dono = ( SELECT public.current_id_dono() AS current_id_dono)));

REVOKE ALL ON TABLE public.reminder_settings FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.reminder_settings TO anon;
GRANT ALL ON TABLE public.reminder_settings TO authenticated;
GRANT ALL ON TABLE public.reminder_settings TO service_role;
