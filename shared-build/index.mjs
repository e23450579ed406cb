export { APPS, REMOTES, appByDir, portsFrom, remotesJson } from './apps.mjs';
export { createAppConfig } from './webpack.mjs';
export { createServer, listen } from './server.mjs';
export { runtimeConfig, configScript, CONFIG_MARKER } from './runtime-config.mjs';
