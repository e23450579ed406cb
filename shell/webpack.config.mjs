import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'shared-build';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  appDir,
  // Time-outs and the fallback for remotes that are down, slow or broken.
  runtimePlugins: [path.join(appDir, 'src/federation/remoteGuardPlugin.ts')],
});
