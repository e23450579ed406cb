// Where a remote's page goes in the shell's frame of a signed-in page's snapshot: the shell's
// prerender renders an element with this attribute in the frame's main area (shell/src/prerender.tsx),
// the shell's server replaces that element with the page's snapshot (server.mjs).
export const PAGE_SLOT = 'data-page-slot';

// A page snapshot's content that is filled in and shown by the page's first-paint script before the
// app loads (the home's figures), hidden until then; the loading state before it is hidden in its
// place (shared-ui's pageSnapshot renders both).
export const LOADED_SLOT = 'data-snapshot-loaded';

// The <template> in which the shell's server sends the owner's figures with the home's page
// (home-first-paint.mjs), for the home's first-paint script.
export const HOME_STATS_ID = 'atende-home-stats';
