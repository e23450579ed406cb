import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { awaitSnapshotRemote } from './federation/snapshot';

const container = document.getElementById('root')!;
void awaitSnapshotRemote(container).then(() => {
  // A transition: React renders the first page in small slices instead of one long task.
  startTransition(() => createRoot(container).render(<App />));
});
