// Paid features (activating the assistant, its tools, the public booking page, automatic reminders)
// need a subscription granting full access: trialing, active, overdue within its grace, or canceled
// with its paid period running (SQL has_paid_access, the rule of subscription_state).
import { admin, must } from './supabase.ts';

export const SUBSCRIPTION_INACTIVE_MESSAGE =
  'Sua assinatura não está ativa. Regularize o pagamento em Meu Plano para ativar o assistente.';

export async function hasPaidAccess(userId: string): Promise<boolean> {
  return must(await admin().rpc('has_paid_access', { p_user: userId })) === true;
}
