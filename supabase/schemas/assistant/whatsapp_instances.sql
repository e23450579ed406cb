CREATE TABLE public.whatsapp_instances (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    instance_name text NOT NULL,
    api_key text,
    whatsapp_number text,
    webhook_url text,
    status text DEFAULT 'disconnected'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    webhook_secret text DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) NOT NULL,
    webhook_synced_at timestamp with time zone,
    channel text DEFAULT 'evolution'::text NOT NULL,
    phone_number_id text,
    waba_id text,
    display_name text,
    access_token text,
    CONSTRAINT whatsapp_instances_channel_check CHECK ((channel = ANY (ARRAY['evolution'::text, 'cloud'::text]))),
    CONSTRAINT whatsapp_instances_cloud_check CHECK (((channel = 'evolution'::text) OR ((phone_number_id IS NOT NULL) AND (waba_id IS NOT NULL) AND (access_token IS NOT NULL)))),
    CONSTRAINT whatsapp_instances_instance_name_check CHECK (((instance_name <> ''::text) AND (instance_name = lower(instance_name)))),
    CONSTRAINT whatsapp_instances_status_check CHECK ((status = ANY (ARRAY['connected'::text, 'connecting'::text, 'qrcode'::text, 'disconnected'::text, 'open'::text, 'error'::text]))),
    CONSTRAINT whatsapp_instances_webhook_secret_check CHECK ((char_length(webhook_secret) >= 32))
);

COMMENT ON COLUMN public.whatsapp_instances.webhook_secret IS 'Secret of the instance''s webhook (x-webhook-token header); server functions only, never granted to the browser.';

COMMENT ON COLUMN public.whatsapp_instances.channel IS 'evolution: the QR code through the gateway; cloud: Meta''s Cloud API (phone_number_id, waba_id, access_token).';

COMMENT ON COLUMN public.whatsapp_instances.access_token IS 'The Cloud API business token, encrypted by the functions (AES-GCM, TOKEN_ENCRYPTION_KEY); never granted to the browser.';

COMMENT ON COLUMN public.whatsapp_instances.webhook_synced_at IS 'When the gateway was last given webhook_secret; null: still to be set there.';

ALTER TABLE ONLY public.whatsapp_instances
    ADD CONSTRAINT whatsapp_instances_instance_name_key UNIQUE (instance_name);

ALTER TABLE ONLY public.whatsapp_instances
    ADD CONSTRAINT whatsapp_instances_phone_number_id_key UNIQUE (phone_number_id);

ALTER TABLE ONLY public.whatsapp_instances
    ADD CONSTRAINT whatsapp_instances_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.whatsapp_instances
    ADD CONSTRAINT whatsapp_instances_user_id_key UNIQUE (user_id);

ALTER TABLE ONLY public.whatsapp_instances
    ADD CONSTRAINT whatsapp_instances_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.whatsapp_instances ENABLE ROW LEVEL SECURITY;

CREATE POLICY whatsapp_instances_select_own ON public.whatsapp_instances FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.whatsapp_instances FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.whatsapp_instances TO service_role;

GRANT SELECT(id) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(user_id) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(instance_name) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(whatsapp_number) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(webhook_url) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(status) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(created_at) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(updated_at) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(channel) ON TABLE public.whatsapp_instances TO authenticated;

GRANT SELECT(display_name) ON TABLE public.whatsapp_instances TO authenticated;
