/** Password hashing (bcrypt, cost 10, as GoTrue) and GoTrue's checkPasswordStrength. */
import bcrypt from 'bcryptjs';
import { badRequest, weakPassword } from './errors.ts';

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
export const MAX_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;
/** Compared against when the user does not exist, so both branches take a bcrypt's time. */
const DUMMY_HASH = bcrypt.hashSync('local-stack-dummy-password', BCRYPT_COST);

export function checkPasswordStrength(password: string, minLength: number): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (bytes < minLength) {
    throw weakPassword(`Password should be at least ${minLength} characters.`, ['length']);
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** True when `hash` is a bcrypt hash (GoTrue's, or pgcrypto's crypt(..., gen_salt('bf')) in a seed) of `password`. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[abxy]?\$\d\d\$/.test(hash)) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

export function hasPassword(hash: string | null | undefined): boolean {
  return typeof hash === 'string' && hash.length > 0;
}
