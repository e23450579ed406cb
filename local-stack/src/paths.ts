// Where the stack and the repository are on disk: a leaf module (Node's own modules only), so the
// settings (config.ts) and the engine's install (n8n/install.ts) both read it without importing
// each other.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const stackRoot = path.resolve(here, '..');
export const repoRoot = path.resolve(stackRoot, '..');
