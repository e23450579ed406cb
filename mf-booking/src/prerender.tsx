// The booking page's build-time template (shared-build's `atende-prerender` writes it to
// dist/snapshot.json): the page's first paint with blanks for the business, rendered in the providers
// the shell gives the remote. The shell's server fills it in for each /agendar/{slug} it serves
// (shared-build/booking-first-paint.mjs); the shell then mounts the live page in its place.
import { snapshotOf } from 'shared-ui/prerender';
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
  // One render (so the global style is collected once), the parts split out after it.
  const { html: page, css } = snapshotOf(
    <>
      <FirstPaint />
      <hr data-split />
      <FirstPaintServices />
      <hr data-split />
      <FirstPaintService />
      <hr data-split />
      <FirstPaintDescription />
    </>,
  );
  const [html, servicos, servico, descricao] = page.split(/<hr data-split[^>]*>/);
  return { html, css, parts: { servicos, servico, descricao } };
}
