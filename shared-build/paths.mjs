// The site's top-level addresses: where the shell mounts each remote and the shell's own screens. The
// one place they are written: apps.mjs builds the apps' list on it, and code that must stay small
// (shared-auth's session cookie and sign-in redirects, a page's first-paint script) reads it alone.

/** Where the shell mounts each remote (a remote running alone mounts itself there too). */
export const MOUNTS = /** @type {const} */ ({
  mf_landing: '/',
  mf_checkout: '/checkout',
  mf_dashboard: '/user-dashboard',
  mf_agent: '/user-dashboard/agent',
  mf_devconsole: '/dev-dashboard',
  // Public: a business's booking page at /agendar/{slug}, no sign-in.
  mf_booking: '/agendar',
  // The owner's WhatsApp conversations, inside the customer area.
  mf_inbox: '/user-dashboard/conversas',
});
/** The shell's own screens (outside every remote). */
export const SHELL_PAGES = /** @type {const} */ ({
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  technicalLogin: '/technical-login',
  technicalPanel: '/technical-panel',
  devLogin: '/dev-login',
  // Where the sign-in providers and the confirmation e-mails come back to; /auth-callback is an alias.
  authCallback: '/auth/callback',
  authCallbackAlias: '/auth-callback',
});
