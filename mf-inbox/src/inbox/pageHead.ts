import type { PageHead } from 'shared-ui/prerender';

/** The inbox's heading: the page renders it, and so does its build-time snapshot (prerender.tsx). */
export const INBOX_HEAD: PageHead = {
  title: 'Conversas',
  subtitle: 'As conversas do seu assistente com os clientes no WhatsApp. Assuma quando quiser responder.',
};
