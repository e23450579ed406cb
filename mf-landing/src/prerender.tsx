// The landing's build-time snapshot (shared-build's `atende-prerender` writes it to dist/snapshot.json).
// The shell's server puts it into the page at / so the visitor sees the landing before any script
// has run; the shell then mounts the live remote in its place (shell/src/bootstrap.tsx).
// Rendered inside the providers the shell gives the remote, so the markup and styles are the same.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { UiProvider } from 'shared-ui';
import App from './App';

export interface Snapshot {
  /** Markup of the page, to go inside the shell's root element. */
  html: string;
  /** Every rule the markup uses, global style included. */
  css: string;
}

export function renderSnapshot(): Snapshot {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <UiProvider toaster={false}>
          <MemoryRouter>
            <App />
          </MemoryRouter>
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
