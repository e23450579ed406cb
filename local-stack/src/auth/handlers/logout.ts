/** POST /logout?scope=global|local|others (GoTrue's api/logout.go). */
import type { Ctx } from '../context.ts';
import { requireAuthentication } from '../context.ts';
import { badRequest } from '../errors.ts';
import { noContent } from '../http.ts';
import { logout as endSessions, type LogoutScope } from '../sessions.ts';

export async function logout(ctx: Ctx): Promise<Response> {
  const raw = ctx.url.searchParams.get('scope') ?? '';
  let scope: LogoutScope;
  if (raw === '' || raw === 'global') scope = 'global';
  else if (raw === 'local' || raw === 'others') scope = raw;
  else throw badRequest('validation_failed', `Unsupported logout scope "${raw}"`);
  const { user, sessionId } = await requireAuthentication(ctx);
  await ctx.config.db.transaction((tx) => endSessions(tx, user.id, sessionId, scope));
  return noContent();
}
