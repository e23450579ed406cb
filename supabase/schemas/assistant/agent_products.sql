CREATE TABLE public.agent_products (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    agent_id uuid NOT NULL,
    codigo text NOT NULL,
    nome text NOT NULL,
    valor numeric(12,2),
    descricao text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    duracao_minutos integer,
    CONSTRAINT agent_products_codigo_check CHECK ((btrim(codigo) <> ''::text)),
    CONSTRAINT agent_products_duracao_minutos_check CHECK (((duracao_minutos >= 5) AND (duracao_minutos <= 720))),
    CONSTRAINT agent_products_nome_check CHECK ((btrim(nome) <> ''::text)),
    CONSTRAINT agent_products_valor_check CHECK ((valor >= (0)::numeric))
);

ALTER TABLE ONLY public.agent_products
    ADD CONSTRAINT agent_products_agent_codigo_key UNIQUE (agent_id, codigo);

ALTER TABLE ONLY public.agent_products
    ADD CONSTRAINT agent_products_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.agent_products
    ADD CONSTRAINT agent_products_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES public.agent_configs(id) ON DELETE CASCADE;

ALTER TABLE public.agent_products ENABLE ROW LEVEL SECURITY;

CREATE POLICY agent_products_delete_own ON public.agent_products FOR DELETE TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.agent_configs a
  WHERE ((a.id = agent_products.agent_id) AND (a.user_id = ( SELECT auth.uid() AS uid))))));

CREATE POLICY agent_products_insert_own ON public.agent_products FOR INSERT TO authenticated WITH CHECK ((EXISTS ( SELECT 1
   FROM public.agent_configs a
  WHERE ((a.id = agent_products.agent_id) AND (a.user_id = ( SELECT auth.uid() AS uid))))));

CREATE POLICY agent_products_select_own ON public.agent_products FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.agent_configs a
  WHERE ((a.id = agent_products.agent_id) AND (a.user_id = ( SELECT auth.uid() AS uid))))));

CREATE POLICY agent_products_update_own ON public.agent_products FOR UPDATE TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.agent_configs a
  WHERE ((a.id = agent_products.agent_id) AND (a.user_id = ( SELECT auth.uid() AS uid)))))) WITH CHECK ((EXISTS ( SELECT 1
   FROM public.agent_configs a
  WHERE ((a.id = agent_products.agent_id) AND (a.user_id = ( SELECT auth.uid() AS uid))))));

REVOKE ALL ON TABLE public.agent_products FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.agent_products TO anon;
GRANT ALL ON TABLE public.agent_products TO authenticated;
GRANT ALL ON TABLE public.agent_products TO service_role;
