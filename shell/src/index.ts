import { MOUNTS } from 'shared-build/paths';

// Async boundary: the federation runtime negotiates shared modules before the app's code runs.
void import('./bootstrap');

// The customer area starts its own downloads alongside the app's (see startCustomerArea); other pages,
// the landing first, load nothing more. It starts on the next task: each start resolves shared modules
// for a while, and a phone keeps answering between the two.
// A chunk of its own (named, as in federation/snapshot.ts): the landing's chunks never carry it.
if (location.pathname.startsWith(MOUNTS.mf_dashboard)) {
  const start = () =>
    import(/* webpackChunkName: "customer-area" */ './startup/startCustomerArea').then((m) =>
      m.startCustomerArea(location.pathname),
    );
  setTimeout(() => void start(), 0);
}
