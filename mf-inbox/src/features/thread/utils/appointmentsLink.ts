import { pagePath } from 'shared-build/apps';

/**
 * The client's appointments in 'Minha Agenda', by their number (`busca`: the agenda page's search,
 * see mf-inbox/README.md for what it does with it).
 */
export function appointmentsLink(telefone: string): string {
  return `${pagePath('mf_dashboard', 'schedule')}?${new URLSearchParams({ busca: telefone })}`;
}

/** The assistant's setup, where the WhatsApp is connected. */
export const AGENT_SETUP = pagePath('mf_agent', 'setup');
