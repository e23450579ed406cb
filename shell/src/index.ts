// Async boundary: the federation runtime negotiates shared modules before the app's code runs.
const startApp = () => void import('./bootstrap');

// The customer area starts its downloads alongside the app's (see startCustomerArea); other pages, the
// landing first, load nothing more. There the app's own start waits for the next task: each start
// resolves shared modules for a while, and a phone keeps answering between the two.
if (location.pathname.startsWith('/user-dashboard')) {
  void import('./startup/startCustomerArea').then((m) => m.startCustomerArea(location.pathname));
  setTimeout(startApp, 0);
} else {
  startApp();
}
