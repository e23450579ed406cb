// The public booking page's first paint, as both sides agree on it: the blanks of the template the
// booking remote renders at build time (mf-booking's components/FirstPaint.tsx) and the shell's server
// fills in (booking-first-paint.mjs), and the <template> in which the server sends the booking
// function's answer with the page (read by mf-booking's serverPage.ts). Plain values: the page
// imports them too, so nothing here may pull in Node.

/** The template's blanks, one per text the server fills in. */
export const BOOKING_BLANKS = Object.freeze({
  negocio: '{{negocio}}',
  servicos: '{{servicos}}',
  itens: '{{itens}}',
  nome: '{{nome}}',
  valor: '{{valor}}',
  descricao: '{{descricao}}',
  texto: '{{texto}}',
});

/** The element holding the function's answer for the page, as `{ slug, page }`. */
export const BOOKING_DATA_ID = 'atende-booking-page';
