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

-- Services with their own length where the description names one (the rest take the schedule's).
insert into public.agent_products (agent_id, codigo, nome, valor, descricao, duracao_minutos)
select a.id, p.codigo, p.nome, p.valor, p.descricao, p.minutos
from public.agent_configs a
cross join (values
  ('CG01',  'Consulta de clínica geral', 180.00, 'Consulta de 30 minutos com clínico geral', 30),
  ('FIS01', 'Sessão de fisioterapia',    120.00, 'Sessão individual de 45 minutos', 45),
  ('NUT01', 'Avaliação nutricional',     150.00, 'Avaliação com bioimpedância e plano alimentar', null),
  ('EST01', 'Limpeza de pele',           160.00, 'Limpeza de pele profunda', null),
  ('ACU01', 'Acupuntura',                130.00, 'Sessão de acupuntura sistêmica', null)
) as p(codigo, nome, valor, descricao, minutos)
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
  -- One number per client (the first twelve are the conversations' below), so a client's thread and
  -- appointments are found by the same number.
  case when m.status = 'disponivel' then null else
    (array['5511987650001', '5511987650002', '5511976540003', '5511965430004', '5511954320005',
           '5511943210006', '5511932100007', '5511921090008', '5511910980009', '5511998870010',
           '5511987760011', '5511976650012', '5511965540013', '5511954430014', '5511943320015',
           '5511932210016', '5511921100017', '5511910090018', '5511909980019', '5511998760020'])[1 + (m.n * 7) % 20]
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
-- Its key and webhook secret are the sandbox's demo ones (local-stack/src/sandboxes/evolution/index.ts):
-- whatsapp-webhook requires both on every delivery.
insert into public.whatsapp_instances
  (user_id, instance_name, whatsapp_number, status, api_key, webhook_secret, webhook_synced_at)
values ('11111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111', '5511987654321', 'connected',
        'DEMOCLINICA0000000000000000000001', 'demo-clinica-webhook-secret-local-only-0000000000000000000000001', now());

-- Conversations: 12 clients of the demo clinic with their WhatsApp transcripts, and the attendances
-- derived from them exactly as the product derives them, so the home shows what the inbox shows.
-- demo_sessoes: one row per attendance (k = conversation, s = its 1st/2nd attendance): the São Paulo
-- month (mo months ago, on day `dia` at `hora`) or, for this month, `horas` hours before now; who
-- closed it; whether a person took over. demo_linhas: each message, `minuto` minutes after its
-- attendance opened; tipo 'atendimento' belongs to the attendance, 'pesquisa'/'resposta' are the
-- satisfaction question and the client's answer (after it closed: the answer is the attendance's
-- rating), 'lembrete'/'resposta_lembrete' a reminder and its answer, 'sair' the client's opt-out
-- and its notice. Derived: opened = first message, last activity = last message, duration = first
-- to last message in whole minutes, resolved on first contact = not taken over, closed 30 minutes
-- after the last message (inactivity) or 1 minute after it (the owner's 'Concluir').
create temp table demo_conversas (k int, nome text, telefone text);
insert into demo_conversas values
  (1, 'Maria Oliveira', '5511987650001'), (2, 'João Santos', '5511987650002'),
  (3, 'Fernanda Lima', '5511976540003'), (4, 'Carlos Pereira', '5511965430004'),
  (5, 'Juliana Costa', '5511954320005'), (6, 'Rafael Almeida', '5511943210006'),
  (7, 'Beatriz Rodrigues', '5511932100007'), (8, 'Lucas Ferreira', '5511921090008'),
  (9, 'Camila Martins', '5511910980009'), (10, 'Pedro Gomes', '5511998870010'),
  (11, 'Larissa Ribeiro', '5511987760011'), (12, 'Gustavo Carvalho', '5511976650012');

-- estado: 'concluida' (closed by encerrado_por) or the open attendance's state.
create temp table demo_sessoes (k int, s int, mo int, dia int, hora int, horas int, estado text,
                                encerrado_por text, assumido boolean, motivo text);
insert into demo_sessoes values
  (1, 1, 5, 8, 10, null, 'concluida', 'inatividade', false, null),
  (2, 1, 4, 3, 15, null, 'concluida', 'inatividade', false, null),
  (3, 1, 4, 17, 9, null, 'concluida', 'inatividade', false, null),
  (4, 1, 3, 6, 11, null, 'concluida', 'dono', true, null),
  (5, 1, 3, 21, 16, null, 'concluida', 'inatividade', false, null),
  (6, 1, 2, 9, 13, null, 'concluida', 'inatividade', false, null),
  (7, 1, 2, 23, 18, null, 'concluida', 'inatividade', false, null),
  (1, 2, 1, 5, 10, null, 'concluida', 'inatividade', false, null),
  (2, 2, 1, 14, 12, null, 'concluida', 'inatividade', false, null),
  (8, 1, 1, 24, 17, null, 'concluida', 'dono', true, null),
  (9, 1, 0, null, null, 50, 'concluida', 'inatividade', false, null),
  (3, 2, 0, null, null, 28, 'concluida', 'inatividade', false, null),
  (10, 1, 0, null, null, 0, 'assistente', null, false, null),
  (11, 1, 0, null, null, 0, 'aguardando', null, true,
   'A cliente quer negociar o valor de um pacote de 10 sessões de fisioterapia.'),
  (12, 1, 0, null, null, 0, 'voce', null, true, null);

create temp table demo_linhas (k int, s int, ord int, minuto int, tipo text, autor text, body text);
insert into demo_linhas values
  -- Maria: books a consultation; rates 10. Months later: a reminder, then she moves her appointment; rates 9.
  (1, 1, 1, 0, 'atendimento', 'cliente', 'Olá! Gostaria de marcar uma consulta.'),
  (1, 1, 2, 0, 'atendimento', 'assistente', 'Olá! Sou o assistente da Clínica Bem-Estar. Qual serviço você procura?'),
  (1, 1, 3, 2, 'atendimento', 'cliente', 'Clínica geral, por favor.'),
  (1, 1, 4, 2, 'atendimento', 'assistente', 'Perfeito! Qual é o seu nome completo?'),
  (1, 1, 5, 3, 'atendimento', 'cliente', 'Maria Oliveira.'),
  (1, 1, 6, 3, 'atendimento', 'assistente', 'Obrigada, Maria! Tenho horários amanhã às 10:00 e às 14:00. Qual prefere?'),
  (1, 1, 7, 5, 'atendimento', 'cliente', 'Às 14:00.'),
  (1, 1, 8, 5, 'atendimento', 'assistente', 'Agendado! Consulta de clínica geral amanhã às 14:00. Enviaremos um lembrete antes.'),
  (1, 1, 9, 6, 'atendimento', 'cliente', 'Obrigada!'),
  (1, 1, 10, 37, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (1, 1, 11, 52, 'resposta', 'cliente', '10'),
  (1, 2, 1, -3, 'lembrete', 'plataforma', 'Olá, Maria! Lembrete: sua consulta na Clínica Bem-Estar é amanhã às 10:00. Responda 1 para confirmar ou 2 para remarcar.'),
  (1, 2, 2, -2, 'resposta_lembrete', 'cliente', '2'),
  (1, 2, 3, 0, 'atendimento', 'cliente', 'Oi, preciso remarcar minha consulta de amanhã.'),
  (1, 2, 4, 0, 'atendimento', 'assistente', 'Claro, Maria! Tenho quinta às 15:00 ou sexta às 09:00. Qual fica melhor?'),
  (1, 2, 5, 4, 'atendimento', 'cliente', 'Sexta às 9 está ótimo.'),
  (1, 2, 6, 4, 'atendimento', 'assistente', 'Pronto! Sua consulta foi remarcada para sexta às 09:00.'),
  (1, 2, 7, 35, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (1, 2, 8, 41, 'resposta', 'cliente', '9'),
  -- João: asks prices and leaves; months later books physiotherapy; rates 8.
  (2, 1, 1, 0, 'atendimento', 'cliente', 'Boa tarde, quanto custa a sessão de fisioterapia?'),
  (2, 1, 2, 0, 'atendimento', 'assistente', 'Boa tarde! A sessão individual de fisioterapia (45 minutos) custa R$ 120,00. Quer agendar?'),
  (2, 1, 3, 3, 'atendimento', 'cliente', 'Vou ver minha agenda e volto a falar. Obrigado.'),
  (2, 1, 4, 3, 'atendimento', 'assistente', 'Combinado! É só chamar quando quiser marcar.'),
  (2, 1, 5, 34, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (2, 2, 1, 0, 'atendimento', 'cliente', 'Oi! Agora quero marcar a fisioterapia.'),
  (2, 2, 2, 0, 'atendimento', 'assistente', 'Que bom, João! Tenho terça às 08:30 ou às 17:00. Qual prefere?'),
  (2, 2, 3, 6, 'atendimento', 'cliente', 'Terça às 17:00.'),
  (2, 2, 4, 6, 'atendimento', 'assistente', 'Agendado: sessão de fisioterapia na terça às 17:00.'),
  (2, 2, 5, 7, 'atendimento', 'cliente', '[áudio]'),
  (2, 2, 6, 8, 'atendimento', 'assistente', 'Não consigo ouvir áudios, João. Pode escrever sua dúvida?'),
  (2, 2, 7, 10, 'atendimento', 'cliente', 'Preciso levar algum exame?'),
  (2, 2, 8, 10, 'atendimento', 'assistente', 'Se tiver exames de imagem recentes, traga-os. Se não tiver, sem problema.'),
  (2, 2, 9, 41, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (2, 2, 10, 70, 'resposta', 'cliente', '8'),
  -- Fernanda: nutrition assessment; rates 9. This month: a follow-up visit, no answer to the survey yet.
  (3, 1, 1, 0, 'atendimento', 'cliente', 'Olá, vocês fazem avaliação nutricional com bioimpedância?'),
  (3, 1, 2, 1, 'atendimento', 'assistente', 'Fazemos sim! A avaliação nutricional com bioimpedância custa R$ 150,00. Quer agendar?'),
  (3, 1, 3, 4, 'atendimento', 'cliente', 'Quero. Tem horário na segunda de manhã?'),
  (3, 1, 4, 4, 'atendimento', 'assistente', 'Segunda tenho 09:00 e 10:30. Qual prefere?'),
  (3, 1, 5, 7, 'atendimento', 'cliente', '10:30.'),
  (3, 1, 6, 8, 'atendimento', 'assistente', 'Agendado: avaliação nutricional na segunda às 10:30. Venha em jejum de 4 horas.'),
  (3, 1, 7, 39, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (3, 1, 8, 62, 'resposta', 'cliente', '9'),
  (3, 2, 1, 0, 'atendimento', 'cliente', 'Oi! Preciso marcar o retorno com a nutricionista.'),
  (3, 2, 2, 0, 'atendimento', 'assistente', 'Olá, Fernanda! Tenho quarta às 14:00 ou quinta às 11:00.'),
  (3, 2, 3, 3, 'atendimento', 'cliente', 'Quinta às 11.'),
  (3, 2, 4, 3, 'atendimento', 'assistente', 'Pronto! Retorno marcado para quinta às 11:00.'),
  (3, 2, 5, 34, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  -- Carlos: asks about his health plan; the assistant hands off, the owner answers and concludes; rates 7.
  (4, 1, 1, 0, 'atendimento', 'cliente', 'Bom dia. Vocês atendem pelo convênio Saúde Mais?'),
  (4, 1, 2, 1, 'atendimento', 'assistente', 'Bom dia! Não tenho essa informação. Vou chamar a equipe da clínica para te responder.'),
  (4, 1, 3, 1, 'atendimento', 'plataforma', 'Um atendente da Clínica Bem-Estar vai continuar esta conversa em breve.'),
  (4, 1, 4, 18, 'atendimento', 'voce', 'Olá, Carlos! Aqui é a Ana, da clínica. Não atendemos pelo Saúde Mais, mas emitimos recibo para reembolso.'),
  (4, 1, 5, 22, 'atendimento', 'cliente', 'Entendi. Então vou marcar uma consulta particular.'),
  (4, 1, 6, 24, 'atendimento', 'voce', 'Perfeito! Marquei para você quarta às 16:00. Até lá!'),
  (4, 1, 7, 26, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (4, 1, 8, 40, 'resposta', 'cliente', '7'),
  -- Juliana: cancels, sends a photo of a medical certificate; rates 8.
  (5, 1, 1, 0, 'atendimento', 'cliente', 'Oi, preciso cancelar minha limpeza de pele de amanhã.'),
  (5, 1, 2, 0, 'atendimento', 'assistente', 'Tudo bem, Juliana. Cancelei sua limpeza de pele de amanhã às 14:00. Quer remarcar?'),
  (5, 1, 3, 2, 'atendimento', 'cliente', '[imagem]'),
  (5, 1, 4, 2, 'atendimento', 'cliente', 'Estou com atestado, depois eu remarco.'),
  (5, 1, 5, 3, 'atendimento', 'assistente', 'Melhoras! Quando quiser remarcar, é só mandar uma mensagem.'),
  (5, 1, 6, 34, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (5, 1, 7, 38, 'resposta', 'cliente', '8'),
  -- Rafael: asks the address, then opts out of reminders and surveys (no survey for him).
  (6, 1, 1, 0, 'atendimento', 'cliente', 'Qual o endereço da clínica?'),
  (6, 1, 2, 0, 'atendimento', 'assistente', 'Estamos na Rua das Flores, 123, Pinheiros, São Paulo. Atendemos de segunda a sexta, das 9h às 18h.'),
  (6, 1, 3, 1, 'atendimento', 'cliente', 'Obrigado.'),
  (6, 1, 4, 2, 'sair', 'cliente', 'SAIR'),
  (6, 1, 5, 2, 'sair', 'plataforma', 'Pronto: você não receberá mais lembretes nem pesquisas da Clínica Bem-Estar. Para voltar a receber, envie VOLTAR.'),
  -- Beatriz: books skin cleansing; rates 10.
  (7, 1, 1, 0, 'atendimento', 'cliente', 'Oi! Tem horário para limpeza de pele no sábado?'),
  (7, 1, 2, 0, 'atendimento', 'assistente', 'Oi, Beatriz! Aos sábados não abrimos. Tenho sexta às 17:00 ou segunda às 09:00.'),
  (7, 1, 3, 5, 'atendimento', 'cliente', 'Sexta às 17 então.'),
  (7, 1, 4, 5, 'atendimento', 'assistente', 'Agendado: limpeza de pele na sexta às 17:00. Até lá!'),
  (7, 1, 5, 36, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (7, 1, 6, 37, 'resposta', 'cliente', '10'),
  -- Lucas: complains about a delay; the owner takes over and concludes; rates 5.
  (8, 1, 1, 0, 'atendimento', 'cliente', 'Esperei 40 minutos ontem para ser atendido. Isso não pode acontecer.'),
  (8, 1, 2, 1, 'atendimento', 'assistente', 'Sinto muito pela espera, Lucas. Vou registrar sua reclamação.'),
  (8, 1, 3, 9, 'atendimento', 'voce', 'Lucas, aqui é a Ana, responsável pela clínica. Peço desculpas: tivemos uma emergência. Sua próxima sessão será por nossa conta.'),
  (8, 1, 4, 15, 'atendimento', 'cliente', '[áudio]'),
  (8, 1, 5, 16, 'atendimento', 'cliente', 'Tudo bem, obrigado pela atenção.'),
  (8, 1, 6, 17, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (8, 1, 7, 30, 'resposta', 'cliente', '5'),
  -- Camila: books acupuncture this month; rates 10.
  (9, 1, 1, 0, 'atendimento', 'cliente', 'Olá! Queria agendar acupuntura.'),
  (9, 1, 2, 0, 'atendimento', 'assistente', 'Olá, Camila! Tenho amanhã às 11:00 ou às 15:30. Qual prefere?'),
  (9, 1, 3, 3, 'atendimento', 'cliente', '15:30, por favor.'),
  (9, 1, 4, 3, 'atendimento', 'assistente', 'Agendado: acupuntura amanhã às 15:30.'),
  (9, 1, 5, 34, 'pesquisa', 'plataforma', 'De 0 a 10, quanto você recomendaria Clínica Bem-Estar a um amigo?'),
  (9, 1, 6, 35, 'resposta', 'cliente', '10'),
  -- Open now. Pedro talks to the assistant.
  (10, 1, 1, -6, 'atendimento', 'cliente', 'Boa tarde! Vocês têm pilates clínico?'),
  (10, 1, 2, -6, 'atendimento', 'assistente', 'Boa tarde, Pedro! Temos sim. Quer conhecer os horários disponíveis?'),
  (10, 1, 3, -4, 'atendimento', 'cliente', 'Quero, de preferência à noite.'),
  -- Larissa waits for the owner (the assistant handed off).
  (11, 1, 1, -12, 'atendimento', 'cliente', 'Oi! Se eu fechar um pacote de 10 sessões de fisioterapia, tem desconto?'),
  (11, 1, 2, -12, 'atendimento', 'assistente', 'Boa pergunta, Larissa! Vou passar para a equipe da clínica, que pode negociar pacotes.'),
  (11, 1, 3, -12, 'atendimento', 'plataforma', 'Um atendente da Clínica Bem-Estar vai continuar esta conversa em breve.'),
  (11, 1, 4, -9, 'atendimento', 'cliente', 'Combinado, aguardo.'),
  -- Gustavo: the owner answers him herself.
  (12, 1, 1, -20, 'atendimento', 'cliente', 'Bom dia, o resultado do meu exame já saiu?'),
  (12, 1, 2, -20, 'atendimento', 'assistente', 'Bom dia, Gustavo! Vou verificar com a equipe.'),
  (12, 1, 3, -15, 'atendimento', 'voce', 'Oi, Gustavo! Saiu sim, estou te enviando agora.'),
  (12, 1, 4, -14, 'atendimento', 'voce', '[documento]'),
  (12, 1, 5, -8, 'atendimento', 'cliente', 'Recebi, muito obrigado!');

-- When each attendance opened: a day of a past month (São Paulo), this month `horas` hours ago, or
-- (open ones) now, their messages a few minutes before it (negative minutos). Each message is sent
-- at inicio + minuto minutes + ord seconds (messages of one minute keep their order).
create temp table demo_abertura as
select x.k, x.s, x.estado, x.encerrado_por, x.assumido, x.motivo,
       case when x.mo > 0
            then ((date_trunc('month', now() at time zone 'America/Sao_Paulo') - make_interval(months => x.mo))
                  + make_interval(days => x.dia - 1, hours => x.hora)) at time zone 'America/Sao_Paulo'
            else date_trunc('minute', now()) - make_interval(hours => x.horas) end as inicio
from demo_sessoes x;
alter table demo_abertura
  add column primeiro_em timestamptz, add column ultimo_em timestamptz, add column nota int,
  add column pesquisa_em timestamptz;
update demo_abertura a
set primeiro_em = (select min(a.inicio + make_interval(mins => l.minuto, secs => l.ord)) from demo_linhas l
                   where (l.k, l.s) = (a.k, a.s) and l.tipo = 'atendimento'),
    ultimo_em   = (select max(a.inicio + make_interval(mins => l.minuto, secs => l.ord)) from demo_linhas l
                   where (l.k, l.s) = (a.k, a.s) and l.tipo = 'atendimento'),
    nota        = (select l.body::int from demo_linhas l where (l.k, l.s) = (a.k, a.s) and l.tipo = 'resposta'),
    pesquisa_em = (select a.inicio + make_interval(mins => l.minuto, secs => l.ord) from demo_linhas l
                   where (l.k, l.s) = (a.k, a.s) and l.tipo = 'pesquisa');

insert into public.conversas (id, user_id, id_dono, telefone, chat, nome, estado, created_at)
select ('44444444-4444-4444-8444-' || lpad(c.k::text, 12, '0'))::uuid, '11111111-1111-4111-8111-111111111111',
       'USR-DEMO0001', c.telefone, c.telefone, c.nome, 'concluida',
       (select min(a.primeiro_em) from demo_abertura a where a.k = c.k)
from demo_conversas c;

insert into public.g_atendimento
  (id, id_dono, conversa_id, status, data_atendimento, ultima_mensagem_em, duracao_atendimento,
   resolvido_primeiro_contato, assumido, avaliacao_cliente, encerrado_em, encerrado_por, pesquisa, pesquisa_em,
   pesquisa_tentativas)
select ('55555555-5555-4555-8555-' || lpad((a.k * 10 + a.s)::text, 12, '0'))::uuid, 'USR-DEMO0001',
       ('44444444-4444-4444-8444-' || lpad(a.k::text, 12, '0'))::uuid,
       case when a.estado = 'concluida' then 'concluido' else 'em_andamento' end,
       a.primeiro_em,
       a.ultimo_em,
       -- as close_attendance computes it
       case when a.estado = 'concluida' then round(extract(epoch from a.ultimo_em - a.primeiro_em) / 60)::int end,
       case when a.estado = 'concluida' then not a.assumido end,
       a.assumido,
       a.nota,
       case when a.estado = 'concluida'
            then date_trunc('minute', a.ultimo_em)
                 + case when a.encerrado_por = 'dono' then interval '1 minute' else interval '30 minutes' end end,
       case when a.estado = 'concluida' then a.encerrado_por end,
       case when a.pesquisa_em is not null then 'enviada' end,
       a.pesquisa_em,
       case when a.pesquisa_em is not null then 1 else 0 end
from demo_abertura a;

-- The messages, in the demo's WhatsApp instance; the attendance's own ones carry its id. The
-- conversation's preview (last message and when) follows from them (chat_messages_touch).
insert into public.chat_messages
  (user_id, conversa_id, atendimento_id, instance_name, wa_message_id, remote_jid, phone, direction, autor, body,
   status, created_at)
select '11111111-1111-4111-8111-111111111111', ('44444444-4444-4444-8444-' || lpad(l.k::text, 12, '0'))::uuid,
       case when l.tipo = 'atendimento' then ('55555555-5555-4555-8555-' || lpad((l.k * 10 + l.s)::text, 12, '0'))::uuid end,
       '11111111-1111-4111-8111-111111111111',
       'DEMO' || lpad(l.k::text, 2, '0') || l.s || lpad(l.ord::text, 2, '0'),
       c.telefone || '@s.whatsapp.net', c.telefone,
       case when l.autor = 'cliente' then 'in' else 'out' end, l.autor, l.body, 'enviada',
       a.inicio + make_interval(mins => l.minuto, secs => l.ord)
from demo_linhas l
join demo_conversas c on c.k = l.k
join demo_abertura a on (a.k, a.s) = (l.k, l.s)
order by l.k, l.s, l.ord;

-- Where each conversation stands: the open attendance and who answers it; Rafael opted out.
update public.conversas c
set estado = a.estado,
    atendimento_id = case when a.estado <> 'concluida' then ('55555555-5555-4555-8555-' || lpad((a.k * 10 + a.s)::text, 12, '0'))::uuid end,
    motivo_transferencia = a.motivo,
    pausado_em = case when a.estado in ('aguardando', 'voce')
                      then (select min(m.created_at) from public.chat_messages m
                            where m.conversa_id = c.id and m.autor in ('voce', 'plataforma')
                              and m.atendimento_id is not null) end,
    opt_out_em = (select max(m.created_at) from public.chat_messages m where m.conversa_id = c.id and m.body = 'SAIR')
from demo_abertura a
where c.id = ('44444444-4444-4444-8444-' || lpad(a.k::text, 12, '0'))::uuid
  and a.s = (select max(x.s) from demo_sessoes x where x.k = a.k);

drop table demo_conversas, demo_sessoes, demo_linhas, demo_abertura;
