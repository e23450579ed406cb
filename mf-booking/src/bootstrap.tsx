// Standalone: the remote alone, mounted where the shell mounts it. No auth, as inside the shell:
// the public booking page never downloads the Supabase client.
import { renderStandalone } from 'shared-build/standalone';
import App from './App';

renderStandalone(App, 'mf_booking');
