import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'shared-build';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './App': './src/App.tsx' },
});
