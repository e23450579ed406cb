// Browser APIs jsdom lacks that this package's dependencies call at import or render time.
const util = require('node:util');

// react-router 7 builds a TextEncoder when its module loads.
if (typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// react-hot-toast reads prefers-reduced-motion through matchMedia while rendering a toast.
if (typeof globalThis.matchMedia !== 'function') {
  globalThis.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
