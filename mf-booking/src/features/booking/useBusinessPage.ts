// The business behind /agendar/:slug (its name, services and window of days), and its first two
// weeks' slots asked for at the same time: today is known before the business says so, and the
// shell's server preloads that very request.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { addDays, todayInAppZone } from 'shared-ui/days';
import { fetchPage, fetchSlots, type BookingPageInfo, type Slot } from './api';
import { takeServerPage } from './serverPage';
import { useRequest } from './useRequest';

/** Days shown at once: two weeks. */
export const WINDOW_DAYS = 14;

/** The first two weeks' slots, asked for with the page; the slots' first load takes them (useSlots). */
export type EarlySlots = RefObject<{ start: string; slots: Promise<Slot[]> } | null>;

export function useBusinessPage(slug: string) {
  // The business the server sent with the page's first paint, when it did: no skeleton, no second ask.
  const [fromServer] = useState(() => takeServerPage(slug));
  const page = useRequest<BookingPageInfo>(() => fetchPage(slug), slug, fromServer);
  const early: EarlySlots = useRef(null);

  // A layout effect: it runs before any passive effect, so these slots leave before the business's
  // request, and when the business came with the page they are asked for before the slots look.
  useLayoutEffect(() => {
    const start = todayInAppZone();
    const slots = fetchSlots(slug, start, addDays(start, WINDOW_DAYS - 1));
    slots.catch(() => {}); // a failure is seen, and retried, where the slots are used
    early.current = { start, slots };
  }, [slug, page.retries]);

  return { page, early };
}
