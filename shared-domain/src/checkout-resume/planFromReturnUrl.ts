/**
 * The `plan` query value of a saved return URL ('/checkout?plan=anual' or an absolute URL), or
 * null. Returned as is: the checkout itself handles unknown values (only logged).
 */
export function planFromReturnUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    // The base only resolves relative URLs; its host is never used.
    return new URL(url, 'http://localhost').searchParams.get('plan') || null;
  } catch {
    return null;
  }
}
