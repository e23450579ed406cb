// Async boundary: the federation runtime negotiates shared modules before the app's code runs.
import('./bootstrap');
// The customer area starts its downloads alongside the app's (see startCustomerArea); other pages, the
// landing first, load nothing more.
if (location.pathname.startsWith('/user-dashboard')) {
  void import('./startup/startCustomerArea').then((m) => m.startCustomerArea(location.pathname));
}
