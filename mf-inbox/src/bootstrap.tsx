// Standalone: the remote alone, signed in as inside the shell and mounted where the shell mounts it.
import { initAuth } from 'shared-auth';
import { renderStandalone } from 'shared-build/standalone';
import { QueryProvider } from 'shared-auth/query';
import App from './App';

initAuth();
renderStandalone(App, 'mf_inbox', QueryProvider);
