import { fileURLToPath } from 'node:url';

/** The raised `[auth.rate_limit]` of the test, bench and journey stacks (the file says why). */
export const RAISED_AUTH_LIMITS_FILE = fileURLToPath(new URL('./auth-limits.toml', import.meta.url));
