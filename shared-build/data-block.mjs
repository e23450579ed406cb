// Data the shell's server sends with a page for its scripts: JSON in an inert <template> (data, not a
// script: the page keeps no inline script but its runtime config, which the CSP allows by its hash).
// The server writes it (booking-first-paint.mjs's dataBlock); the page takes it here, once.

/**
 * The JSON the server sent in `<template id={id}>`, once (the element goes); null when there is none
 * or it does not parse. What it holds is the caller's to check.
 * @param {string} id
 * @returns {unknown}
 */
export function takeDataBlock(id) {
  const node = document.getElementById(id);
  if (!(node instanceof HTMLTemplateElement)) return null;
  node.remove();
  try {
    return JSON.parse(node.content.textContent ?? '');
  } catch {
    return null;
  }
}
