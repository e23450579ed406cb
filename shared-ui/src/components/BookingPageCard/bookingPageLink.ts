import { MOUNTS } from 'shared-build/paths';

/** The public booking page of a slug, on the site the owner is using ('https://…/agendar/clinica-bem-estar'). */
export function bookingPageLink(slug: string, origin: string = window.location.origin): string {
  return `${origin}${MOUNTS.mf_booking}/${encodeURIComponent(slug)}`;
}
