import { withCountryCode } from 'shared-domain';

/** The phone's digits with Brazil's 55 in front (g_agenda keeps 55 + DDD + number already). */
function internationalDigits(phone: string): string {
  return withCountryCode(phone.replace(/\D/g, ''));
}

/** WhatsApp chat with the client: https://wa.me/<digits>. Null without a phone. */
export function whatsappLink(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone ?? '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** A phone call to the client: tel:+<digits>. Null without a phone. */
export function telLink(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone ?? '');
  return digits ? `tel:+${digits}` : null;
}
