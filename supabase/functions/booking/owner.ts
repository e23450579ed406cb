// The owner behind a public booking handle (profiles.booking_slug): who they are, their saved
// schedule and their services. An unknown handle and an owner who never saved the Agenda step are
// both "not found" to the public.
import { admin, must } from '../_shared/supabase.ts';

/** The schedule fields the function reads (the database computes the slots from the whole schedule). */
export interface ScheduleSummary {
  duracao_atendimento: number;
  periodo_disponivel: number;
  antecedencia_minima?: number;
}

export interface Owner {
  userId: string;
  idDono: string;
  agentId: string;
  negocio: string;
  schedule: ScheduleSummary;
}

export interface Service {
  codigo: string;
  nome: string;
  valor: number | null;
  descricao: string | null;
}

/** Minutes of notice when a schedule saved before the field existed has none. */
export const DEFAULT_NOTICE_MINUTES = 120;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function ownerOf(slug: string): Promise<Owner | null> {
  if (slug.length > 60 || !SLUG.test(slug)) return null;
  const profile = must(
    await admin().from('profiles').select('id,id_dono,business_name,full_name').eq('booking_slug', slug).maybeSingle(),
  );
  if (!profile) return null;
  const agent = must(
    await admin().from('agent_configs').select('id,schedule,schedule_saved_at').eq('user_id', profile.id).maybeSingle(),
  );
  if (!agent?.schedule_saved_at) return null;
  return {
    userId: profile.id,
    idDono: profile.id_dono,
    agentId: agent.id,
    negocio: profile.business_name?.trim() || profile.full_name?.trim() || '',
    schedule: agent.schedule as unknown as ScheduleSummary,
  };
}

export async function servicesOf(owner: Owner): Promise<Service[]> {
  return must(
    await admin()
      .from('agent_products')
      .select('codigo,nome,valor,descricao')
      .eq('agent_id', owner.agentId)
      .order('nome')
      .order('codigo'),
  );
}

export const noticeMinutes = (owner: Owner) => owner.schedule.antecedencia_minima ?? DEFAULT_NOTICE_MINUTES;
