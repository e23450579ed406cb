CREATE VIEW public.user_profiles WITH (security_invoker='true') AS
 SELECT profiles.id,
    profiles.full_name,
    profiles.email,
    profiles.role,
    profiles.id_dono,
    profiles.auth_provider,
    profiles.person_type,
    profiles.cpf,
    profiles.business_name,
    profiles.cnpj,
    profiles.phone,
    profiles.created_at,
    profiles.updated_at
   FROM public.profiles;

REVOKE ALL ON TABLE public.user_profiles FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_profiles TO anon;
GRANT ALL ON TABLE public.user_profiles TO authenticated;
GRANT ALL ON TABLE public.user_profiles TO service_role;
