CREATE TABLE public.agent_configs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    user_email text,
    name text DEFAULT 'Meu Assistente'::text NOT NULL,
    description text DEFAULT 'Assistente virtual padrão'::text,
    personality_description text DEFAULT ''::text NOT NULL,
    business_description text DEFAULT ''::text NOT NULL,
    model text DEFAULT 'gpt-3.5-turbo'::text NOT NULL,
    temperature numeric(3,2) DEFAULT 0.7 NOT NULL,
    max_tokens integer DEFAULT 2000 NOT NULL,
    system_prompt text,
    webhook jsonb DEFAULT '{"url": "", "method": "POST"}'::jsonb NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    type text DEFAULT 'basic'::text NOT NULL,
    workflow_id text,
    webhook_url text,
    evolution_instance_id text,
    whatsapp jsonb DEFAULT '{"status": "disconnected", "webhook_url": null}'::jsonb NOT NULL,
    schedule jsonb DEFAULT '{"intervalos": [], "horario_fim": "18:00", "horario_inicio": "09:00", "dias_atendimento": {"sexta": true, "terca": true, "quarta": true, "quinta": true, "sabado": false, "domingo": false, "segunda": true}, "periodo_disponivel": 30, "antecedencia_minima": 120, "duracao_atendimento": 30, "max_agendamentos_dia": 10, "tempo_entre_atendimentos": 0}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    schedule_saved_at timestamp with time zone,
    tools_secret_hash text,
    webhook_credential_id text,
    CONSTRAINT agent_configs_max_tokens_ceiling CHECK ((max_tokens <= 4096)),
    CONSTRAINT agent_configs_max_tokens_check CHECK ((max_tokens > 0)),
    CONSTRAINT agent_configs_model_name CHECK ((model ~ '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$'::text)),
    CONSTRAINT agent_configs_schedule_is_object CHECK ((jsonb_typeof(schedule) = 'object'::text)),
    CONSTRAINT agent_configs_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'active'::text, 'paused'::text]))),
    CONSTRAINT agent_configs_temperature_check CHECK (((temperature >= (0)::numeric) AND (temperature <= (2)::numeric))),
    CONSTRAINT agent_configs_tools_secret_hash_check CHECK ((tools_secret_hash ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT agent_configs_type_check CHECK ((type = ANY (ARRAY['basic'::text, 'advanced'::text, 'custom'::text]))),
    CONSTRAINT agent_configs_webhook_is_object CHECK ((jsonb_typeof(webhook) = 'object'::text)),
    CONSTRAINT agent_configs_whatsapp_is_object CHECK ((jsonb_typeof(whatsapp) = 'object'::text))
);

ALTER TABLE ONLY public.agent_configs
    ADD CONSTRAINT agent_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.agent_configs
    ADD CONSTRAINT agent_configs_user_id_key UNIQUE (user_id);

ALTER TABLE ONLY public.agent_configs
    ADD CONSTRAINT agent_configs_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.agent_configs ENABLE ROW LEVEL SECURITY;

CREATE POLICY agent_configs_insert_own ON public.agent_configs FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY agent_configs_select_own ON public.agent_configs FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY agent_configs_update_own ON public.agent_configs FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.agent_configs FROM anon, authenticated, service_role;
GRANT REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.agent_configs TO authenticated;
GRANT ALL ON TABLE public.agent_configs TO service_role;

GRANT SELECT(id),INSERT(id),UPDATE(id) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(user_id),INSERT(user_id),UPDATE(user_id) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(user_email),INSERT(user_email),UPDATE(user_email) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(name),INSERT(name),UPDATE(name) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(description),INSERT(description),UPDATE(description) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(personality_description),INSERT(personality_description),UPDATE(personality_description) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(business_description),INSERT(business_description),UPDATE(business_description) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(model) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(temperature) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(max_tokens) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(system_prompt),INSERT(system_prompt),UPDATE(system_prompt) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(webhook),INSERT(webhook),UPDATE(webhook) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(status),INSERT(status),UPDATE(status) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(type),INSERT(type),UPDATE(type) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(workflow_id),INSERT(workflow_id),UPDATE(workflow_id) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(webhook_url),INSERT(webhook_url),UPDATE(webhook_url) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(evolution_instance_id),INSERT(evolution_instance_id),UPDATE(evolution_instance_id) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(whatsapp),INSERT(whatsapp),UPDATE(whatsapp) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(schedule),INSERT(schedule),UPDATE(schedule) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(created_at),INSERT(created_at),UPDATE(created_at) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(updated_at),INSERT(updated_at),UPDATE(updated_at) ON TABLE public.agent_configs TO authenticated;

GRANT SELECT(schedule_saved_at),INSERT(schedule_saved_at),UPDATE(schedule_saved_at) ON TABLE public.agent_configs TO authenticated;

GRANT INSERT(tools_secret_hash),UPDATE(tools_secret_hash) ON TABLE public.agent_configs TO authenticated;

GRANT INSERT(webhook_credential_id),UPDATE(webhook_credential_id) ON TABLE public.agent_configs TO authenticated;
