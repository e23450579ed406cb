import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_dashboard', { react: React.useState, styled, router: ReactRouter.useNavigate });

/** Exposed as ./App: routes relative to where the shell mounts it (/user-dashboard). */
export default function App() {
  return (
    <ReactRouter.Routes>
      <ReactRouter.Route index element={<h1>Painel</h1>} />
      <ReactRouter.Route path="schedule" element={<h1>Minha Agenda</h1>} />
      <ReactRouter.Route path="plan" element={<h1>Meu Plano</h1>} />
      <ReactRouter.Route path="settings" element={<h1>Configurações da Conta</h1>} />
      <ReactRouter.Route path="*" element={<ReactRouter.Navigate to="/user-dashboard" replace />} />
    </ReactRouter.Routes>
  );
}
