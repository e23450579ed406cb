import { getRest } from 'shared-auth';
import {
  AGENT_CONFIG_COLUMNS,
  AGENT_PRODUCT_COLUMNS,
  WHATSAPP_INSTANCE_COLUMNS,
  type AgentConfigRow,
  type AgentConfigServerColumns,
  type AgentProductRow,
  type BrowserHiddenColumn,
  type ColumnList,
  type Tables,
  type WhatsappInstanceRow,
} from 'shared-domain';

/** Everything the five steps start from. */
export interface AgentSetup {
  config: AgentConfigRow;
  products: AgentProductRow[];
  /** The customer's WhatsApp instance as the browser may see it (no api_key), or null. */
  instance: WhatsappInstanceRow | null;
}

// Each list joined, typed as its literal text so the typed client types the result (joined here:
// shared-domain's runtime is the shell's copy, which may predate a new helper).
const CONFIG_SELECT = AGENT_CONFIG_COLUMNS.join(',') as ColumnList<typeof AGENT_CONFIG_COLUMNS>;
const PRODUCT_SELECT = AGENT_PRODUCT_COLUMNS.join(',') as ColumnList<typeof AGENT_PRODUCT_COLUMNS>;
const INSTANCE_SELECT = WHATSAPP_INSTANCE_COLUMNS.join(',') as ColumnList<typeof WHATSAPP_INSTANCE_COLUMNS>;

/**
 * The typed client gives status and type as plain text and the jsonb columns as Json. The CHECKs hold
 * status and type to AgentConfigRow's lists, and webhook, whatsapp and schedule are only written in
 * the shapes it names (by this setup and the server functions), hence this one cast. Taking the full
 * generated row (less the columns only the server reads) makes a column missing from
 * AGENT_CONFIG_COLUMNS a compile error at each call.
 */
function asConfig(row: Omit<Tables<'agent_configs'>, AgentConfigServerColumns>): AgentConfigRow {
  return row as AgentConfigRow;
}

/** whatsapp_instances.status is held to WhatsappInstanceRow's list by its CHECK. */
function asInstance(row: Omit<Tables<'whatsapp_instances'>, BrowserHiddenColumn>): WhatsappInstanceRow {
  return row as WhatsappInstanceRow;
}

/** Postgres' unique_violation: another tab inserted the default row first. */
const UNIQUE_VIOLATION = '23505';

async function selectConfig(userId: string): Promise<AgentConfigRow | null> {
  const { data, error } = await getRest()
    .from('agent_configs')
    .select(CONFIG_SELECT)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data && asConfig(data);
}

/**
 * The owner's agent_configs row; a default one is inserted when none exists. Only
 * user_id is sent: the column defaults are the product's defaults and the server fills its own columns.
 */
async function configOf(userId: string): Promise<AgentConfigRow> {
  const existing = await selectConfig(userId);
  if (existing) return existing;
  const { data, error } = await getRest()
    .from('agent_configs')
    .insert({ user_id: userId })
    .select(CONFIG_SELECT)
    .single();
  if (error?.code === UNIQUE_VIOLATION) {
    const raced = await selectConfig(userId);
    if (raced) return raced;
  }
  if (error) throw new Error(error.message);
  return asConfig(data);
}

/** The configuration, its products and the WhatsApp instance, read as the signed-in user (RLS). */
export async function loadAgentSetup(userId: string): Promise<AgentSetup> {
  const config = await configOf(userId);
  const [products, instance] = await Promise.all([
    getRest()
      .from('agent_products')
      .select(PRODUCT_SELECT)
      .eq('agent_id', config.id)
      .order('created_at')
      .order('codigo'),
    getRest().from('whatsapp_instances').select(INSTANCE_SELECT).eq('user_id', userId).maybeSingle(),
  ]);
  if (products.error) throw new Error(products.error.message);
  if (instance.error) throw new Error(instance.error.message);
  return {
    config,
    products: products.data,
    instance: instance.data && asInstance(instance.data),
  };
}
