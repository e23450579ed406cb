// Standalone: the remote alone, mounted where the shell mounts it. No auth, as inside the shell:
// the landing never downloads the Supabase client.
import { renderStandalone } from 'shared-build/standalone';
import App from './App';

renderStandalone(App, 'mf_landing');
