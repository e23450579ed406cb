import { useEffect } from 'react';

/** Sets document.title while the page shows, and gives the previous title back when it leaves. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
