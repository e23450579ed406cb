/** Random values and digests (GoTrue's internal/crypto). */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export { randomUUID };

/** An opaque refresh token: 16 random bytes, base64url (22 characters). */
export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A numeric one-time code of `length` digits (GoTrue's GenerateOtp; OTP length 6 by default). */
export function generateOtp(length = 6): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String(randomInt(0, 10));
  return s;
}

/** GoTrue's GenerateTokenHash: hex(sha224(email || otp)). This is the `token` of the e-mailed link. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function base64urlSha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
