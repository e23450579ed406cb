// Build-time snapshots (shared-build's atende-prerender runs an app's src/prerender.tsx in Node): the
// markup of a page and every style rule it uses, for the shell's server to send before any script.
// Not for the browser: no app bundle imports this entry.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { LOADED_SLOT } from 'shared-build/snapshot-slot';
import { ServerStyleSheet } from 'styled-components';
import { PageHeader, PageStack } from './components/PageHeader/PageHeader';
import { Spinner } from './components/Spinner/Spinner';
import { UiProvider } from './theme/UiProvider';

export interface Snapshot {
  /** Markup of the page, to go inside the shell's root element (or into a frame's slot). */
  html: string;
  /** Every rule the markup uses (the global style too, unless left out). */
  css: string;
  /**
   * A page's first-paint script: its source (relative to the app) as the prerender returns it; in
   * dist/snapshot.json, the file the build bundled it to, next to the app's chunks.
   */
  script?: string;
}

/**
 * `element` rendered inside the providers the shell gives every remote. `globalStyle: false` for a
 * page that goes into the shell's frame, which carries the global style already.
 */
export function snapshotOf(element: ReactNode, { globalStyle = true } = {}): Snapshot {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <UiProvider toaster={false} globalStyle={globalStyle}>
          {element}
        </UiProvider>,
      ),
    );
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join('')
      // styled-components' rehydration markers: the live page never adopts these rules (its own
      // class names differ), so they would only add weight.
      .replace(/^data-styled\.g\d+\[.*$\n?/gm, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/** A page's heading and the line under it, as the page itself shows them. */
export interface PageHead {
  title: string;
  subtitle?: string;
}

/**
 * The top of a signed-in page while its data is on the way: its heading, and the loading state
 * below it. The subtitle's line is kept when the page fills it in later (a greeting with the name),
 * so nothing below moves. It goes into the shell's frame (see the shell's prerender).
 *
 * `loaded`: what the page's first-paint script fills in and shows in place of the loading state, before
 * the app has loaded (the home's figures); hidden until then (LOADED_SLOT).
 */
export function pageSnapshot({ title, subtitle }: PageHead, { loaded }: { loaded?: ReactNode } = {}): Snapshot {
  return snapshotOf(
    <PageStack aria-busy>
      <PageHeader title={title} subtitle={subtitle ?? '\u00a0'} />
      <Spinner label="Carregando..." showLabel size="lg" />
      {loaded && (
        <div {...{ [LOADED_SLOT]: '' }} hidden>
          {loaded}
        </div>
      )}
    </PageStack>,
    { globalStyle: false },
  );
}
