// The public booking page's first paint (/agendar/{slug}). The booking remote ships a template of
// its page's top (mf-booking/src/prerender.tsx → its snapshot.json: the header with the business's
// name left blank, the services and the days as grey blocks); the shell's server asks the booking
// function for the business, fills the template in and sends the page with it, its title and the
// function's answer (as data, in a <template>), so the name paints before any script and the live
// page needs not ask again.
// An unknown slug, a failing or slow function, or a remote without a template: the plain page.
import { mountOf } from './apps.mjs';
import { BOOKING_BLANKS, BOOKING_DATA_ID } from './booking-blanks.mjs';

/** How long the page waits for the booking function before it goes out plain. */
export const BOOKING_TIMEOUT_MS = 1500;

/** Service blocks drawn at most: more than this is below the fold of any phone. */
const MAX_SERVICE_BLOCKS = 8;

/** What a booking slug looks like (profiles.booking_slug; the booking function checks the same). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The booking slug of a path (/agendar/{slug}), or null when the path is not a booking page. */
export function bookingSlugOf(pathname) {
  const mount = `${mountOf('mf_booking')}/`;
  if (!pathname.startsWith(mount)) return null;
  const slug = pathname.slice(mount.length);
  return slug.length <= 60 && SLUG.test(slug) ? slug : null;
}

export const bookingUrl = (apiUrl, slug) => `${apiUrl.replace(/\/$/, '')}/functions/v1/booking/${slug}`;

/** The function's answer for a slug (GET /functions/v1/booking/{slug}), or null on any failure. */
export async function fetchBookingPage(apiUrl, slug, { timeoutMs = BOOKING_TIMEOUT_MS } = {}) {
  try {
    const res = await fetch(bookingUrl(apiUrl, slug), { signal: AbortSignal.timeout(timeoutMs) });
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
    template.html.includes(BOOKING_BLANKS.negocio)
  );
}

/**
 * The page's snapshot (as server.mjs's withSnapshot takes it) for one business, its title and the
 * data block with the function's answer; null without a usable template.
 */
export function bookingFirstPaint(template, slug, page) {
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
    data: dataBlock(BOOKING_DATA_ID, { slug, page }),
  };
}

/** The template with its blanks replaced by `values` (HTML already). */
function fill(template, values) {
  // Replacer functions: a name with "$&" in it must stay as it is.
  return Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(BOOKING_BLANKS[key], () => value),
    template,
  );
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
