// `npx jest` at the root runs every package's unit tests; `npm test` runs them package by package.
module.exports = {
  projects: [
    'shared-domain',
    'shared-ui',
    'shared-auth',
    'shell',
    'mf-landing',
    'mf-checkout',
    'mf-dashboard',
    'mf-agent',
    'mf-devconsole',
    'mf-booking',
    'mf-inbox',
  ].map((p) => `<rootDir>/${p}`),
};
