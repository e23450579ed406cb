CREATE TABLE public.profiles (
    id uuid NOT NULL,
    full_name text,
    email text,
    role text DEFAULT 'client'::text NOT NULL,
    id_dono text DEFAULT public.generate_id_dono() NOT NULL,
    auth_provider text,
    person_type text,
    cpf character varying(11),
    business_name text,
    cnpj character varying(14),
    phone text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    username text,
    booking_slug text DEFAULT ''::text NOT NULL,
    CONSTRAINT profiles_booking_slug_format CHECK (((booking_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(booking_slug) <= 60))),
    CONSTRAINT profiles_cnpj_check CHECK (((cnpj)::text ~ '^[0-9A-Z]{12}[0-9]{2}$'::text)),
    CONSTRAINT profiles_cpf_check CHECK (((cpf)::text ~ '^[0-9]{11}$'::text)),
    CONSTRAINT profiles_id_dono_check CHECK ((id_dono ~ '^USR-[A-Z0-9]{8}$'::text)),
    CONSTRAINT profiles_person_type_check CHECK ((person_type = ANY (ARRAY['fisica'::text, 'juridica'::text]))),
    CONSTRAINT profiles_role_check CHECK ((role = ANY (ARRAY['client'::text, 'technical'::text, 'developer'::text]))),
    CONSTRAINT profiles_username_check CHECK ((username ~ '^[a-z0-9][a-z0-9._-]{1,31}$'::text))
);

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_booking_slug_key UNIQUE (booking_slug);

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_id_dono_key UNIQUE (id_dono);

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX profiles_cnpj_key ON public.profiles USING btree (cnpj) WHERE (cnpj IS NOT NULL);

CREATE UNIQUE INDEX profiles_cpf_key ON public.profiles USING btree (cpf) WHERE (cpf IS NOT NULL);

CREATE UNIQUE INDEX profiles_username_key ON public.profiles USING btree (username) WHERE (username IS NOT NULL);

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

CREATE POLICY profiles_insert_own ON public.profiles FOR INSERT TO authenticated WITH CHECK (((id = ( SELECT auth.uid() AS uid)) AND (role = 'client'::text)));

CREATE POLICY profiles_select ON public.profiles FOR SELECT TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_developer() AS is_developer)));

CREATE POLICY profiles_update_own ON public.profiles FOR UPDATE TO authenticated USING ((id = ( SELECT auth.uid() AS uid))) WITH CHECK ((id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.profiles FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.profiles TO anon;
GRANT ALL ON TABLE public.profiles TO authenticated;
GRANT ALL ON TABLE public.profiles TO service_role;
