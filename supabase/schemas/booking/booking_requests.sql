CREATE TABLE public.booking_requests (
    id bigint NOT NULL,
    client_key text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    scope text DEFAULT 'endereco'::text NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '00:10:00'::interval) NOT NULL,
    CONSTRAINT booking_requests_scope_check CHECK ((scope ~ '^[a-z_]{1,30}$'::text))
);

CREATE SEQUENCE public.booking_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE public.booking_requests_id_seq OWNED BY public.booking_requests.id;

ALTER TABLE ONLY public.booking_requests ALTER COLUMN id SET DEFAULT nextval('public.booking_requests_id_seq'::regclass);

ALTER TABLE ONLY public.booking_requests
    ADD CONSTRAINT booking_requests_pkey PRIMARY KEY (id);

CREATE INDEX booking_requests_expires_idx ON public.booking_requests USING btree (expires_at);

CREATE INDEX booking_requests_scope_key_created_idx ON public.booking_requests USING btree (scope, client_key, created_at);

ALTER TABLE public.booking_requests ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE public.booking_requests FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.booking_requests TO service_role;

REVOKE ALL ON SEQUENCE public.booking_requests_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.booking_requests_id_seq TO service_role;
