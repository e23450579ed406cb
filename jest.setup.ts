import '@testing-library/jest-dom';

// Pages fetch react-hot-toast lazily (shared-ui's AppToaster); tests start with it loaded, so a
// toast renders in the same act() as the code that shows it.
beforeAll(async () => {
  const { preloadToasts } = await import('shared-ui');
  await preloadToasts();
});
