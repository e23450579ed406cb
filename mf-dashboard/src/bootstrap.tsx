// Standalone: the remote alone, mounted at /user-dashboard as inside the shell.
import { renderStandalone } from 'shared-auth';
import App from './App';

renderStandalone(App, '/user-dashboard');
