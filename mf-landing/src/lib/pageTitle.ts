/** The page title: the product name plus a tagline. */
export const PAGE_TITLE = 'Atende.AI — Assistente de IA no WhatsApp para seu negócio';
