import type { ReactNode } from 'react';

/** The provider's invoice page, in a new tab (it is another site). */
export function InvoiceLink({ url, children, label }: { url: string | null; children: ReactNode; label?: string }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
