-- Demo data for the local stack. Deterministic: no random(); variety comes from index arithmetic,
-- so tests know the exact figures (supabase/README.md lists them). Dates are relative to today
-- in São Paulo. Runs once, as postgres, on a fresh database, after the migrations.
--
--   Demo customer:  demo@clinicabemestar.com.br / demo12345   (id_dono USR-DEMO0001)
--   Developer:      dev@atende.ai / dev12345, username dev     (id_dono USR-DEV00001)
--   Technical staff: suporte@atende.ai / suporte12345           (id_dono USR-SUP00001)

-- Users as the auth server stores them (bcrypt hashes made with bcryptjs, cost 10).
-- The sign-up trigger creates each profile, default assistant and reminder settings.
insert into auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
   raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
   confirmation_token, recovery_token, email_change)
values
  ('00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111',
   'authenticated', 'authenticated', 'demo@clinicabemestar.com.br',
   '$2b$10$S2QYYHvnvB3iRP7EurtXr.S4OBpv4Vit2CbWybUlhqMIxGFsaQ7vu', now(), null,
   '{"provider": "email", "providers": ["email"]}',
   '{"full_name": "Ana Souza", "phone": "5511987654321", "person_type": "juridica",
     "business_name": "Clínica Bem-Estar", "cnpj": "12.ABC.345/01DE-35", "role": "client",
     "status": "active", "email_verified": true}',
   now() - interval '180 days', now(), '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222',
   'authenticated', 'authenticated', 'dev@atende.ai',
   '$2b$10$geU/t71CDTRquj943T0aNutt.atVsG1Lb6ZNxwJkKXiJjWNQpn.cW', now(), null,
   '{"provider": "email", "providers": ["email"], "role": "developer"}',
   '{"full_name": "Equipe de Desenvolvimento", "email_verified": true}',
   now() - interval '180 days', now(), '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '33333333-3333-4333-8333-333333333333',
   'authenticated', 'authenticated', 'suporte@atende.ai',
   '$2b$10$xBq9izq5pzuCuBkrb.7pLey1wcndfNbmTkBWEKGwbYKyS7onUbaoi', now(), null,
   '{"provider": "email", "providers": ["email"], "role": "technical"}',
   '{"full_name": "Suporte Técnico", "email_verified": true}',
   now() - interval '180 days', now(), '', '', '');

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at)
values
  ('11111111-1111-4111-8111-1111111111aa', '11111111-1111-4111-8111-111111111111',
   '11111111-1111-4111-8111-111111111111',
   '{"sub": "11111111-1111-4111-8111-111111111111", "email": "demo@clinicabemestar.com.br", "email_verified": true}',
   'email', now()),
  ('22222222-2222-4222-8222-2222222222aa', '22222222-2222-4222-8222-222222222222',
   '22222222-2222-4222-8222-222222222222',
   '{"sub": "22222222-2222-4222-8222-222222222222", "email": "dev@atende.ai", "email_verified": true}',
   'email', now()),
  ('33333333-3333-4333-8333-3333333333aa', '33333333-3333-4333-8333-333333333333',
   '33333333-3333-4333-8333-333333333333',
   '{"sub": "33333333-3333-4333-8333-333333333333", "email": "suporte@atende.ai", "email_verified": true}',
   'email', now());

-- Fixed owner codes so tests can use them (the trigger drew random ones; ON UPDATE CASCADE
-- carries the change to reminder_settings). Staff roles and usernames are server-owned: set here.
-- The demo clinic's public booking handle (the sign-up trigger makes the same from its business name).
update public.profiles set id_dono = 'USR-DEMO0001', booking_slug = 'clinica-bem-estar'
  where id = '11111111-1111-4111-8111-111111111111';
update public.profiles set id_dono = 'USR-DEV00001', role = 'developer', username = 'dev'
  where id = '22222222-2222-4222-8222-222222222222';
update public.profiles set id_dono = 'USR-SUP00001', role = 'technical'
  where id = '33333333-3333-4333-8333-333333333333';

-- The demo clinic's assistant, configured and active (the dashboard shows its full variant).
update public.agent_configs
set name = 'Assistente Bem-Estar',
    personality_description = 'Acolhedora, educada e objetiva. Trata os pacientes pelo nome e confirma cada detalhe do agendamento.',
    business_description = 'Clínica Bem-Estar: clínica multidisciplinar em São Paulo com clínica geral, fisioterapia, nutrição, estética e acupuntura. Atendimento de segunda a sexta, das 9h às 18h.',
    status = 'active',
    -- The demo clinic has been through the whole setup: its default hours count as saved.
    schedule_saved_at = now()
where user_id = '11111111-1111-4111-8111-111111111111';

insert into public.agent_products (agent_id, codigo, nome, valor, descricao)
select a.id, p.codigo, p.nome, p.valor, p.descricao
from public.agent_configs a
cross join (values
  ('CG01',  'Consulta de clínica geral', 180.00, 'Consulta de 30 minutos com clínico geral'),
  ('FIS01', 'Sessão de fisioterapia',    120.00, 'Sessão individual de 45 minutos'),
  ('NUT01', 'Avaliação nutricional',     150.00, 'Avaliação com bioimpedância e plano alimentar'),
  ('EST01', 'Limpeza de pele',           160.00, 'Limpeza de pele profunda'),
  ('ACU01', 'Acupuntura',                130.00, 'Sessão de acupuntura sistêmica')
) as p(codigo, nome, valor, descricao)
where a.user_id = '11111111-1111-4111-8111-111111111111';

-- Agenda: today−21 … today+10, weekdays (and always today, so the dashboard has today's slots),
-- 8 slots a day (09, 10, 11, 13, 14, 15, 16, 17 h), 30/45/60 minutes.
-- Past: mostly confirmado, some cancelado / reagendado / agendado / free.
-- Today and ahead: agendado, confirmado, reagendado, cancelado and free slots (disponivel);
-- today's 16:00 and 17:00 slots are always free.
with base as (
  select (now() at time zone 'America/Sao_Paulo')::date as hoje
),
dias as (
  select b.hoje, d::date as dia, (d::date - (b.hoje - 21)) as di
  from base b, generate_series(b.hoje - 21, b.hoje + 10, interval '1 day') as d
  where extract(isodow from d) < 6 or d::date = b.hoje
),
slots as (
  select d.hoje, d.dia, d.di, s.k, s.hora,
         (d.di * 8 + s.k) as n,                 -- running index for names and phones
         (d.di * 3 + s.k) % 10 as h              -- status selector
  from dias d
  cross join (values (0, 9), (1, 10), (2, 11), (3, 13), (4, 14), (5, 15), (6, 16), (7, 17)) as s(k, hora)
),
marcado as (
  select s.*,
    case
      when s.dia < s.hoje then
        case when s.h <= 4 then 'confirmado' when s.h = 5 then 'cancelado' when s.h = 6 then 'reagendado'
             when s.h = 7 then 'confirmado' when s.h = 8 then 'agendado' else 'disponivel' end
      when s.dia = s.hoje and s.k >= 6 then 'disponivel'
      else
        case when s.h <= 1 then 'agendado' when s.h <= 3 then 'confirmado' when s.h = 4 then 'reagendado'
             when s.h = 5 then 'cancelado' else 'disponivel' end
    end as status,
    (array[30, 45, 60])[1 + (s.n % 3)] as minutos
  from slots s
)
insert into public.g_agenda
  (id_dono, data, inicio, fim, nome, num_cliente, desc_agendamento, local, status, foi_reagendado)
select
  'USR-DEMO0001',
  m.dia,
  make_time(m.hora, 0, 0),
  make_time(m.hora, 0, 0) + make_interval(mins => m.minutos),
  case when m.status = 'disponivel' then null else
    (array['Maria Oliveira', 'João Santos', 'Fernanda Lima', 'Carlos Pereira', 'Juliana Costa',
           'Rafael Almeida', 'Beatriz Rodrigues', 'Lucas Ferreira', 'Camila Martins', 'Pedro Gomes',
           'Larissa Ribeiro', 'Gustavo Carvalho', 'Patrícia Araújo', 'Bruno Rocha', 'Aline Barbosa',
           'Thiago Nascimento', 'Mariana Cardoso', 'Felipe Teixeira', 'Vanessa Moreira', 'Diego Correia'])[1 + (m.n * 7) % 20]
  end,
  case when m.status = 'disponivel' then null else
    '55119' || lpad(((m.n * 7919 + 12345) % 100000000)::text, 8, '0')
  end,
  case when m.status = 'disponivel' then 'Horário disponível' else
    (array['Consulta de clínica geral', 'Retorno de consulta', 'Sessão de fisioterapia',
           'Avaliação nutricional', 'Limpeza de pele', 'Drenagem linfática', 'Acupuntura',
           'Massagem terapêutica', 'Consulta psicológica', 'Pilates clínico'])[1 + (m.n * 3) % 10]
  end,
  case when m.status <> 'disponivel' and m.n % 4 = 0 then 'Online' else 'Presencial' end,
  m.status,
  m.status = 'reagendado' or (m.status = 'confirmado' and m.h = 7)   -- moved, then confirmed
from marcado m;

-- Attendances: 6 months including the current one, 20/24/28/32/36/40 concluded (a rising trend,
-- 180 in all), plus 3 still open today. Ratings repeat a 10-value pattern, one in 12 unrated.
with meses(mo, qtd) as (values (5, 20), (4, 24), (3, 28), (2, 32), (1, 36), (0, 40)),
base as (
  select (now() at time zone 'America/Sao_Paulo')::date as hoje
),
linhas as (
  select b.hoje, m.mo, i,
         row_number() over (order by m.mo desc, i) as n,
         (date_trunc('month', b.hoje) - make_interval(months => m.mo))::date as inicio_mes,
         case when m.mo = 0 then extract(day from b.hoje)::int else 28 end as dias
  from meses m cross join base b cross join generate_series(1, m.qtd) as i
)
insert into public.g_atendimento
  (id_dono, status, avaliacao_cliente, duracao_atendimento, data_atendimento, resolvido_primeiro_contato)
select
  'USR-DEMO0001',
  'concluido',
  case when l.n % 12 = 0 then null else (array[10, 9, 9, 10, 8, 7, 10, 9, 6, 10])[1 + l.n % 10] end,
  5 + (l.n * 7) % 25,
  ((l.inicio_mes + ((l.i * 7) % l.dias))::timestamp
     + make_interval(hours => 8 + (l.i % 10), mins => (l.i * 13) % 60)) at time zone 'America/Sao_Paulo',
  l.n % 10 not in (3, 7)
from linhas l;

insert into public.g_atendimento (id_dono, status, data_atendimento)
select 'USR-DEMO0001', 'em_andamento', now() - make_interval(mins => 5 * i)
from generate_series(1, 3) as i;

-- A short WhatsApp conversation: 12 messages.
insert into public.chat_messages (user_id, id_dono, remote_jid, phone, direction, body, created_at)
select '11111111-1111-4111-8111-111111111111', 'USR-DEMO0001',
       '5511987650001@s.whatsapp.net', '5511987650001', c.direction, c.body,
       now() - make_interval(mins => 60 - c.ord * 2)
from (values
  (1,  'in',  'Olá! Gostaria de marcar uma consulta.'),
  (2,  'out', 'Olá! Sou o assistente da Clínica Bem-Estar. Qual serviço você procura?'),
  (3,  'in',  'Clínica geral, por favor.'),
  (4,  'out', 'Perfeito! Qual é o seu nome completo?'),
  (5,  'in',  'Maria Oliveira.'),
  (6,  'out', 'Obrigada, Maria! Tenho horários amanhã às 10:00 e às 14:00. Qual prefere?'),
  (7,  'in',  'Às 14:00.'),
  (8,  'out', 'Prefere atendimento presencial ou online?'),
  (9,  'in',  'Presencial.'),
  (10, 'out', 'Agendado! Consulta de clínica geral amanhã às 14:00, presencial.'),
  (11, 'in',  'Obrigada!'),
  (12, 'out', 'Por nada! Enviaremos um lembrete 24 horas antes.')
) as c(ord, direction, body);

-- Billing: an active monthly plan, six paid months and the next charge pending.
insert into public.subscriptions
  (id, user_id, plan, status, value, cycle, description, provider_customer_id,
   provider_subscription_id, next_due_date, current_period_end)
values
  ('33333333-3333-4333-8333-333333333333', '11111111-1111-4111-8111-111111111111', 'mensal', 'active',
   97.00, 'MONTHLY', 'Plano Mensal - Atende AI', 'cus_000000000001', 'sub_000000000001',
   (now() at time zone 'America/Sao_Paulo')::date + 12, (now() at time zone 'America/Sao_Paulo')::date + 12);

insert into public.payments
  (user_id, subscription_id, plan, provider_customer_id, provider_payment_id, billing_type, status,
   value, installment_count, due_date, payment_date, invoice_url, description, idempotency_key)
select '11111111-1111-4111-8111-111111111111', '33333333-3333-4333-8333-333333333333', 'mensal',
       'cus_000000000001', 'pay_00000000000' || p.k, p.billing_type, p.status, 97.00, 1,
       (now() at time zone 'America/Sao_Paulo')::date + p.dias,
       case when p.status = 'PENDING' then null else (now() at time zone 'America/Sao_Paulo')::date + p.dias end,
       'https://sandbox.asaas.com/i/00000000000' || p.k, 'Plano Mensal - Atende AI', 'seed-payment-' || p.k
from (values
  (1, 'CREDIT_CARD', 'CONFIRMED', -168),
  (2, 'CREDIT_CARD', 'CONFIRMED', -138),
  (3, 'BOLETO',      'RECEIVED',  -108),
  (4, 'PIX',         'RECEIVED',   -78),
  (5, 'PIX',         'RECEIVED',   -48),
  (6, 'PIX',         'RECEIVED',   -18),
  (7, 'PIX',         'PENDING',     12)
) as p(k, billing_type, status, dias);

-- The demo clinic's WhatsApp number, connected (the local stack's Evolution sandbox holds the same
-- instance, named after the user id as in the agent flow), so its notices and reminders really go out.
insert into public.whatsapp_instances (user_id, instance_name, whatsapp_number, status)
values ('11111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111', '5511987654321', 'connected');
