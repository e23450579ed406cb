/** profiles.role. Every sign-up is a client; staff roles are set by the server only. */
export const USER_ROLES = ['client', 'technical', 'developer'] as const;

export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}
