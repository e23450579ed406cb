// `npm run n8n:install -w local-stack`: installs the pinned n8n now when it is missing (npm test runs
// it before the suites, so no server start waits for the install).
import { ensureN8nInstalled, isInstalled, pinnedVersion } from './install.ts';

if (isInstalled()) console.log(`n8n ${pinnedVersion()} já está instalado.`);
else await ensureN8nInstalled();
