import { useEffect } from 'react';

/** The page title: the product name plus a tagline. */
export const PAGE_TITLE = 'Atende.AI — Assistente de IA no WhatsApp para seu negócio';

/** Sets document.title on mount and gives the previous title back when the page leaves. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
