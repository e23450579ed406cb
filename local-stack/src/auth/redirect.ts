/**
 * GoTrue's GetReferrer / IsRedirectURLValid: a redirect_to is honoured when it is on the site
 * URL's host, matches GOTRUE_URI_ALLOW_LIST (here `additionalRedirectUrls`: a prefix, or a pattern
 * where `*` matches any run of characters) or, for local development, is any http://localhost:*
 * or http://127.0.0.1:* address. Otherwise the site URL is used. Never an open redirect.
 */
import type { AuthConfig } from './config.ts';

function parse(u: string): URL | null {
  try {
    const url = new URL(u);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Prefix match that stops at a URL boundary, so https://app.example does not admit https://app.example.evil. */
function hasPrefix(candidate: string, prefix: string): boolean {
  if (!prefix || !candidate.startsWith(prefix)) return false;
  if (/[/?#]$/.test(prefix)) return true;
  const next = candidate.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

export function isRedirectAllowed(candidate: string, config: AuthConfig): boolean {
  const url = parse(candidate);
  if (!url) return false;
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (url.protocol === 'http:' && (host === 'localhost' || host === '127.0.0.1' || host === '[::1]')) return true;
  const site = parse(config.siteUrl);
  if (site && site.hostname === host && site.protocol === url.protocol) return true;
  for (const allowed of config.additionalRedirectUrls) {
    if (allowed.includes('*') ? globToRegExp(allowed).test(candidate) : hasPrefix(candidate, allowed)) return true;
  }
  return false;
}

/** The redirect target of a request: redirect_to when allowed, else an allowed Referer, else the site URL. */
export function getReferrer(redirectTo: string | null | undefined, req: Request, config: AuthConfig): string {
  if (redirectTo && isRedirectAllowed(redirectTo, config)) return redirectTo;
  const referer = req.headers.get('referer');
  if (referer && isRedirectAllowed(referer, config)) return referer;
  return config.siteUrl;
}
