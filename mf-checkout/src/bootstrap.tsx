// Standalone: the remote alone, mounted at /checkout as inside the shell.
import { renderStandalone } from 'shared-auth';
import App from './App';

renderStandalone(App, '/checkout');
