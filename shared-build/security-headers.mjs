// The security headers every app's server sends, and the Content-Security-Policy of its pages.
//
// The policy allows what the site really loads, and nothing else:
// - scripts from the app's own origin and the origins of the remotes the page mounts (the shell reads
//   them from its remotes.json), plus the one inline script the server writes (the runtime config),
//   by its hash. No 'unsafe-inline' and no 'unsafe-eval' for scripts: webpack's production chunks and
//   the federation runtime load remotes with <script> tags (remote type "global"), never eval.
// - styles: 'unsafe-inline' is needed: styled-components (and the prerendered snapshot's critical CSS,
//   and apexcharts) inject <style> elements at run time, with contents no hash can know in advance.
// - images: the app's origin, data: (the PIX and WhatsApp QR codes are data: URLs) and blob:.
// - connections: the app's origin (remotes.json), the API (the runtime config's Supabase URL) and the
//   remotes' origins (their mf-manifest.json is fetched).
// - no <object>, no framing by any page, <base> and form posts only to the app's own origin.
import crypto from 'node:crypto';

/** The CSP source of an inline script's exact text (what goes between <script> and </script>). */
export function scriptHash(body) {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * @param {object} opts
 * @param {string[]} [opts.siteOrigins] other origins of the site the page loads code and manifests from
 * @param {string|null} [opts.apiOrigin] the backend (Supabase) origin the page calls
 * @param {string[]} [opts.inlineScripts] the exact text of each inline script the page carries
 */
export function contentSecurityPolicy({ siteOrigins = [], apiOrigin = null, inlineScripts = [] } = {}) {
  const origins = unique(siteOrigins);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...origins, ...inlineScripts.map(scriptHash)],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Clients' pictures and voice notes in 'Conversas' come from the backend's Storage, by signed URL.
    ['img-src', "'self'", 'data:', 'blob:', ...unique([apiOrigin])],
    ['media-src', "'self'", ...unique([apiOrigin])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...unique([apiOrigin, ...origins])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Headers of every response (the CSP matters on pages; nosniff on scripts, styles and JSON). */
export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // Sign-in with Google and the calendar consent go through redirects in the same tab; the one popup
    // is Meta's Embedded Signup (the official WhatsApp channel), which must keep its opener to post
    // the signup's result back: popups the site opens stay linked, nothing else shares its group.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // HTTPS only for a year, subdomains too: a browser that has seen the site once never sends a
    // session cookie or a login over plain HTTP again (browsers ignore it on http://localhost).
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}
