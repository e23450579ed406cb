// A client's WhatsApp number as the product stores it (g_agenda.num_cliente, notifications.recipient):
// 55 + DDD + number.
import { withCountryCode } from '../../../shared-domain/src/documents/phone.ts';

/**
 * The WhatsApp sender as 55 + DDD + number. WhatsApp ids of older Brazilian mobiles lack the leading 9
 * (55 + DDD + 8 digits starting 6–9): it is added, so the client is the same whichever way they write.
 */
export function senderPhone(value: string): string | null {
  let digits = withCountryCode(value.replace(/\D/g, ''));
  if (!/^55[1-9][1-9]/.test(digits)) return null;
  if (digits.length === 12 && /[6-9]/.test(digits[4])) digits = `${digits.slice(0, 4)}9${digits.slice(4)}`;
  return digits.length === 12 || (digits.length === 13 && digits[4] === '9') ? digits : null;
}

/**
 * The WhatsApp ids a number may have: 55 + DDD + 9 + 8 digits also as the id without the mobile's 9
 * (older accounts keep it), so a chat is found whichever way WhatsApp files it.
 */
export function whatsappJids(number: string): string[] {
  const digits = number.replace(/\D/g, '');
  const jids = [`${digits}@s.whatsapp.net`];
  if (/^55[1-9][1-9]9[6-9]\d{7}$/.test(digits)) jids.push(`${digits.slice(0, 4)}${digits.slice(5)}@s.whatsapp.net`);
  return jids;
}

/** '5511987654321@s.whatsapp.net' or '5511987654321:12@s.whatsapp.net' → '5511987654321'. */
export function numberOfJid(jid: unknown): string | null {
  if (typeof jid !== 'string') return null;
  const digits = jid.split('@')[0].split(':')[0].replace(/\D/g, '');
  return digits || null;
}
