// The owner behind a public booking slug (profiles.booking_slug): who they are, their saved
// schedule and their services. An unknown slug and an owner who never saved the Agenda step are
// both "not found" to the public.
import type { BookingService } from '../../../shared-domain/src/contracts/booking.ts';
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
  negocio: string;
  schedule: ScheduleSummary;
  /** The page is a paid feature: whether the owner's subscription grants access (has_paid_access). */
  paid: boolean;
}

/** As the page shows it; duracao: agent_products.duracao_minutos, else the schedule's duracao_atendimento. */
export type Service = BookingService;

/** Minutes of notice when a schedule saved before the field existed has none. */
export const DEFAULT_NOTICE_MINUTES = 120;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One call to the database (booking_owner): every slots request starts here. */
export async function ownerOf(slug: string): Promise<Owner | null> {
  if (slug.length > 60 || !SLUG.test(slug)) return null;
  const row = must(await admin().rpc('booking_owner', { p_slug: slug }).maybeSingle());
  if (!row?.schedule_saved) return null;
  return {
    userId: row.user_id,
    idDono: row.id_dono,
    negocio: row.negocio ?? '',
    schedule: row.schedule as unknown as ScheduleSummary,
    paid: row.pago === true,
  };
}

/** The owner's services (the assistant's Produtos/Serviços step), by name, each with its duration. */
export async function servicesOf(owner: Owner): Promise<Service[]> {
  const rows = must(
    await admin()
      .from('agent_products')
      .select('codigo,nome,valor,descricao,duracao_minutos,agent_configs!inner(user_id)')
      .eq('agent_configs.user_id', owner.userId)
      .order('nome')
      .order('codigo'),
  );
  return rows.map(({ codigo, nome, valor, descricao, duracao_minutos }) => ({
    codigo,
    nome,
    valor,
    descricao,
    duracao: duracao_minutos ?? owner.schedule.duracao_atendimento,
  }));
}

/** The owner's connected WhatsApp number (digits), where the page's clients can write to them; else null. */
export async function whatsappOf(owner: Owner): Promise<string | null> {
  const row = must(
    await admin()
      .from('whatsapp_instances')
      .select('whatsapp_number')
      .eq('user_id', owner.userId)
      .eq('status', 'connected')
      .maybeSingle(),
  );
  const digits = row?.whatsapp_number?.replace(/\D/g, '') ?? '';
  return digits || null;
}

export const noticeMinutes = (owner: Owner) => owner.schedule.antecedencia_minima ?? DEFAULT_NOTICE_MINUTES;
