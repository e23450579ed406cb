// The booking function's answer the shell's server put into the page with its first paint
// (shared-build/booking-first-paint.mjs), as JSON in a <template>: the live page starts from it instead
// of asking again, so the name the visitor already sees stays where it is. Read once: a retry or
// another slug asks the function.
import { BOOKING_DATA_ID } from 'shared-build/booking-blanks';
import { takeDataBlock } from 'shared-build/data-block';
import type { BookingPageInfo } from './api';

/** The business of `slug` as the server sent it, or null (none, another slug, or already used). */
export function takeServerPage(slug: string): BookingPageInfo | null {
  const data = takeDataBlock(BOOKING_DATA_ID) as { slug?: unknown; page?: BookingPageInfo } | null;
  return data?.slug === slug && typeof data.page?.negocio?.nome === 'string' ? data.page : null;
}
