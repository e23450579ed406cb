// A remote's standalone page has no shell to provide the runtime core: this script does, before the
// remote's own scripts run (bundled by StandaloneRuntimeCorePlugin in webpack.mjs).
import { installRuntimeCore } from './installRuntimeCore.mjs';

installRuntimeCore();
