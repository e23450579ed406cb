import type { UserRole as Role } from 'shared-domain';
import { useAuthStore } from '../store/authStore';

export type GuardStatus = 'loading' | 'profile-loading' | 'anonymous' | 'unauthorized' | 'forbidden' | 'allowed';

/**
 * Pure decision behind every guarded route: 'loading' shows 'Carregando...', 'profile-loading' (the
 * session is known, the profile not yet) too, or what may show with the session alone,
 * 'anonymous' goes to /login, 'unauthorized' shows 'Acesso Não Autorizado', 'forbidden' (signed in
 * and authorised, but without the role the area needs) is sent away from a staff area.
 */
export function guardStatus(
  state: { loading: boolean; user: unknown; authorized: boolean; profile: { role: Role } | null },
  roles?: readonly Role[],
): GuardStatus {
  if (state.loading) return state.user ? 'profile-loading' : 'loading';
  if (!state.user) return 'anonymous';
  if (!state.authorized || !state.profile) return 'unauthorized';
  if (roles && !roles.includes(state.profile.role)) return 'forbidden';
  return 'allowed';
}

export function useAuthGuard(roles?: readonly Role[]): GuardStatus {
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);
  const authorized = useAuthStore((s) => s.authorized);
  const profile = useAuthStore((s) => s.profile);
  return guardStatus({ loading, user, authorized, profile }, roles);
}
