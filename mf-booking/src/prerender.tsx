// The booking page's build-time template (shared-build's `atende-prerender` writes it to
// dist/snapshot.json): the page's first paint with blanks for the business, rendered in the providers
// the shell gives the remote. The shell's server fills it in for each /agendar/{handle} it serves
// (shared-build/booking-first-paint.mjs); the shell then mounts the live page in its place.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { UiProvider } from 'shared-ui';
import {
  FirstPaint,
  FirstPaintDescription,
  FirstPaintService,
  FirstPaintServices,
} from './features/booking/components/FirstPaint';

export interface Template {
  /** The page's markup with the blanks {{negocio}} and {{servicos}}. */
  html: string;
  /** Every rule the markup and its parts use, global style included. */
  css: string;
  parts: {
    /** The services section, its rows in {{itens}}. */
    servicos: string;
    /** One service's grey block, its texts in {{nome}}, {{valor}} and {{descricao}}. */
    servico: string;
    /** A service's description, its text in {{texto}}. */
    descricao: string;
  };
}

export function renderSnapshot(): Template {
  const sheet = new ServerStyleSheet();
  try {
    // One render (so the global style is collected once), the parts split out after it.
    const page = renderToString(
      sheet.collectStyles(
        <UiProvider toaster={false}>
          <FirstPaint />
          <hr data-split />
          <FirstPaintServices />
          <hr data-split />
          <FirstPaintService />
          <hr data-split />
          <FirstPaintDescription />
        </UiProvider>,
      ),
    );
    const [html, servicos, servico, descricao] = page.split(/<hr data-split[^>]*>/);
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join('')
      // styled-components' rehydration markers: the live page never adopts these rules.
      .replace(/^data-styled\.g\d+\[.*$\n?/gm, '');
    return { html, css, parts: { servicos, servico, descricao } };
  } finally {
    sheet.seal();
  }
}
