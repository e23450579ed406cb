// Standalone: the remote alone, mounted at /dev-dashboard as inside the shell.
import { renderStandalone } from 'shared-auth';
import App from './App';

renderStandalone(App, '/dev-dashboard');
