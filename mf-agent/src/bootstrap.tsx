// Standalone: the remote alone, mounted at /user-dashboard/agent as inside the shell.
import { renderStandalone } from 'shared-auth';
import App from './App';

renderStandalone(App, '/user-dashboard/agent');
