import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_agent', { react: React.useState, styled, router: ReactRouter.useNavigate });

/** Exposed as ./App: routes relative to where the shell mounts it (/user-dashboard/agent). */
export default function App() {
  return (
    <ReactRouter.Routes>
      <ReactRouter.Route index element={<h1>Configuração do Agente</h1>} />
      <ReactRouter.Route path="*" element={<ReactRouter.Navigate to="/user-dashboard/agent" replace />} />
    </ReactRouter.Routes>
  );
}
