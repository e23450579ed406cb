// Content-Security-Policy helpers for the journeys: parse a policy, and watch a page for violations.
import type { Page } from '@playwright/test';

/** A policy as { directive: [sources] }. */
export function cspDirectives(policy: string | null | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/**
 * Records every violation of the page's policy, on this page and every page it navigates to: the
 * `securitypolicyviolation` events and Chromium's console reports ("Refused to …"), and errors in
 * the Permissions-Policy header. Returns the live list.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__atendeReportCsp', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __atendeReportCsp: (t: string) => void }).__atendeReportCsp;
        report(
          `${e.effectiveDirective} bloqueou ${e.blockedURI || 'inline'} em ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`,
        );
      },
      true,
    );
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(text)) violations.push(`console: ${text}`);
  });
  return violations;
}
