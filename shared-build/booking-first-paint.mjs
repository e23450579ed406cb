// The public booking page's first paint (/agendar/{handle}). The booking remote ships a template of
// its page's top (mf-booking/src/prerender.tsx → its snapshot.json: the header with the business's
// name left blank, the services and the days as grey blocks); the shell's server asks the booking
// function for the business, fills the template in and sends the page with it, its title and the
// function's answer (as data, in a <template>), so the name paints before any script and the live
// page needs not ask again.
// An unknown handle, a failing or slow function, or a remote without a template: the plain page.
import { mountOf } from './apps.mjs';

/** How long the page waits for the booking function before it goes out plain. */
export const BOOKING_TIMEOUT_MS = 1500;

/** The element holding the function's answer for the page (mf-booking/src/features/booking/serverPage.ts). */
export const BOOKING_DATA_ID = 'atende-booking-page';

/** The template's blanks (mf-booking/src/features/booking/components/FirstPaint.tsx). */
export const TOKENS = {
  negocio: '{{negocio}}',
  servicos: '{{servicos}}',
  itens: '{{itens}}',
  nome: '{{nome}}',
  valor: '{{valor}}',
  descricao: '{{descricao}}',
  texto: '{{texto}}',
};

/** Service blocks drawn at most: more than this is below the fold of any phone. */
const MAX_SERVICE_BLOCKS = 8;

const HANDLE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The booking handle of a path (/agendar/{handle}), or null when the path is not a booking page. */
export function bookingHandleOf(pathname) {
  const mount = `${mountOf('mf_booking')}/`;
  if (!pathname.startsWith(mount)) return null;
  const handle = pathname.slice(mount.length);
  return handle.length <= 60 && HANDLE.test(handle) ? handle : null;
}

export const bookingUrl = (apiUrl, handle) => `${apiUrl.replace(/\/$/, '')}/functions/v1/booking/${handle}`;

/** The function's answer for a handle (GET /functions/v1/booking/{handle}), or null on any failure. */
export async function fetchBookingPage(apiUrl, handle, { timeoutMs = BOOKING_TIMEOUT_MS } = {}) {
  try {
    const res = await fetch(bookingUrl(apiUrl, handle), { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    const page = await res.json();
    return typeof page?.negocio?.nome === 'string' && Array.isArray(page.servicos) ? page : null;
  } catch {
    return null;
  }
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in HTML, in an element or an attribute. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The booking remote's template is usable: its markup, styles and the blanks the server fills in. */
export function isBookingTemplate(template) {
  return (
    typeof template?.html === 'string' &&
    typeof template.css === 'string' &&
    typeof template.parts?.servicos === 'string' &&
    typeof template.parts?.servico === 'string' &&
    typeof template.parts?.descricao === 'string' &&
    template.html.includes(TOKENS.negocio)
  );
}

/**
 * The page's snapshot (as server.mjs's withSnapshot takes it) for one business, its title and the
 * data block with the function's answer; null without a usable template.
 */
export function bookingFirstPaint(template, handle, page) {
  if (!isBookingTemplate(template) || !page) return null;
  const name = escapeHtml(page.negocio.nome);
  const { parts } = template;
  const rows = page.servicos.slice(0, MAX_SERVICE_BLOCKS).map((service) => serviceBlock(parts, service));
  const servicos = rows.length ? fill(parts.servicos, { itens: rows.join('') }) : '';
  const html = fill(template.html, { servicos, negocio: name });
  return {
    remote: 'mf_booking',
    html,
    css: template.css,
    title: `Agendar com ${name}`,
    data: dataBlock(BOOKING_DATA_ID, { slug: handle, page }),
  };
}

/** The template with its blanks replaced by `values` (HTML already). */
function fill(template, values) {
  // Replacer functions: a name with "$&" in it must stay as it is.
  return Object.entries(values).reduce((text, [key, value]) => text.replaceAll(TOKENS[key], () => value), template);
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * A service's grey block with its texts inside (invisible, see ServicePicker.tsx), as the live
 * button has them (shared-ui's formatBRL for the price), so the block wraps as the button will.
 */
function serviceBlock(parts, service) {
  const text = (value) => (typeof value === 'string' ? escapeHtml(value) : '');
  const price = Number.isFinite(service?.valor) ? escapeHtml(BRL.format(service.valor)) : '';
  const descricao = text(service?.descricao) ? fill(parts.descricao, { texto: text(service.descricao) }) : '';
  return fill(parts.servico, { nome: text(service?.nome), valor: price, descricao });
}

/**
 * The value as JSON in an inert <template> (HTML-escaped text, read back by the page with
 * template.content.textContent): data, not a script, so the page keeps no inline script but its
 * runtime config (the CSP allows that one by its hash, and a journey checks there is no other).
 */
export function dataBlock(id, value) {
  return `<template id="${id}">${escapeHtml(JSON.stringify(value))}</template>`;
}
