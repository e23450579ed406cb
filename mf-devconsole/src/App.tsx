import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_devconsole', { react: React.useState, styled, router: ReactRouter.useNavigate });

/** Exposed as ./App: routes relative to where the shell mounts it (/dev-dashboard). */
export default function App() {
  return (
    <ReactRouter.Routes>
      <ReactRouter.Route index element={<h1>Overview</h1>} />
      <ReactRouter.Route path="credentials" element={<h1>Credenciais</h1>} />
      <ReactRouter.Route path="logs" element={<h1>Logs</h1>} />
      <ReactRouter.Route path="debug" element={<h1>Debug</h1>} />
      <ReactRouter.Route path="users" element={<h1>Usuários</h1>} />
      <ReactRouter.Route path="database" element={<h1>Database</h1>} />
      <ReactRouter.Route path="webhooks" element={<h1>Webhooks</h1>} />
      <ReactRouter.Route path="*" element={<ReactRouter.Navigate to="/dev-dashboard" replace />} />
    </ReactRouter.Routes>
  );
}
