CREATE TABLE public.n8n_credentials (
    kind text NOT NULL,
    n8n_url text NOT NULL,
    fingerprint text NOT NULL,
    credential_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT n8n_credentials_fingerprint_check CHECK ((fingerprint ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT n8n_credentials_kind_check CHECK ((kind = 'openai'::text))
);

ALTER TABLE ONLY public.n8n_credentials
    ADD CONSTRAINT n8n_credentials_pkey PRIMARY KEY (kind, n8n_url, fingerprint);

ALTER TABLE public.n8n_credentials ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.n8n_credentials FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.n8n_credentials TO service_role;
