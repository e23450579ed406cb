// The public page's limits (no sign-in, so nobody to hold to account but an address, a phone and a
// business). Each is a setting "attempts/minutes":
//   BOOKING_RATE_LIMIT            bookings (POST) per client address           default 10/10
//   BOOKING_READ_RATE_LIMIT       reads (the page, its slots) per address      default 120/10
//   BOOKING_PHONE_DAILY_LIMIT     bookings per phone number per business       default 5/1440
//   BOOKING_BUSINESS_HOURLY_LIMIT bookings per business                        default 30/60
// The address is the one the platform's proxy added (_shared/clientAddress.ts), never the caller's.
import { clientAddress } from '../_shared/clientAddress.ts';
import { attempt, limitSetting, type Verdict } from '../_shared/rateLimit.ts';

export const DEFAULTS = {
  post: '10/10',
  read: '120/10',
  phone: '5/1440',
  business: '30/60',
} as const;

/** Every request counts against its address first, before any other work (unknown slugs too). */
export function addressAttempt(req: Request): Promise<Verdict> {
  const post = req.method === 'POST';
  const limit = post
    ? limitSetting('BOOKING_RATE_LIMIT', DEFAULTS.post)
    : limitSetting('BOOKING_READ_RATE_LIMIT', DEFAULTS.read);
  return attempt(post ? 'endereco' : 'leitura', clientAddress(req), limit);
}

/** A booking about to be made: the business's hourly limit, then its client phone's daily one. */
export async function bookingAttempt(idDono: string, telefone: string): Promise<Verdict> {
  const business = await attempt('negocio', idDono, limitSetting('BOOKING_BUSINESS_HOURLY_LIMIT', DEFAULTS.business));
  if (!business.allowed) return business;
  return attempt('telefone', `${idDono}:${telefone}`, limitSetting('BOOKING_PHONE_DAILY_LIMIT', DEFAULTS.phone));
}
