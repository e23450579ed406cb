// The stored session alone: no client, no store, no React. For a page's first-paint script (the
// home's figures, mf-dashboard/src/features/home/firstPaint), which runs before the app has loaded.
export { readStoredSession } from './store/storedSession';
export { renewStoredSession } from './store/renewStoredSession';
