/** The public booking page of a handle, on the site the owner is using ('https://…/agendar/clinica-bem-estar'). */
export function bookingPageLink(slug: string, origin: string = window.location.origin): string {
  return `${origin}/agendar/${encodeURIComponent(slug)}`;
}
