import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy and waitFor wait up to 5 s (Testing Library's default is 1 s): on CI's two busy cores a
// page's lazy chunks, its idle-time QR code or its first load took longer now and then, and the
// suite failed by chance. A test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 5000 });

// Pages fetch react-hot-toast lazily (shared-ui's AppToaster); tests start with it loaded, so a
// toast renders in the same act() as the code that shows it.
beforeAll(async () => {
  const { preloadToasts } = await import('shared-ui');
  await preloadToasts();
});
