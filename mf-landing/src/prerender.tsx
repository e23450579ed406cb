// The landing's build-time snapshot (shared-build's `atende-prerender` writes it to dist/snapshot.json).
// The shell's server puts it into the page at / so the visitor sees the landing before any script
// has run; the shell then mounts the live remote in its place (shell/src/bootstrap.tsx).
// Rendered inside the providers the shell gives the remote, so the markup and styles are the same.
import { MemoryRouter } from 'react-router-dom';
import { snapshotOf, type Snapshot } from 'shared-ui/prerender';
import App from './App';

export function renderSnapshot(): Snapshot {
  return snapshotOf(
    <MemoryRouter>
      <App />
    </MemoryRouter>,
  );
}
