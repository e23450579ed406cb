// Async boundary: the federation runtime negotiates shared modules before the app's code runs.
void import('./bootstrap');

// The customer area starts its own downloads alongside the app's (see startCustomerArea); other pages,
// the landing first, load nothing more. It starts on the next task: each start resolves shared modules
// for a while, and a phone keeps answering between the two.
if (location.pathname.startsWith('/user-dashboard')) {
  setTimeout(() => void import('./startup/startCustomerArea').then((m) => m.startCustomerArea(location.pathname)), 0);
}
