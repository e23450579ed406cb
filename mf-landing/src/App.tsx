import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_landing', { react: React.useState, styled, router: ReactRouter.useNavigate });

/** Exposed as ./App: the landing page, mounted by the shell at / only (no nested routes). */
export default function App() {
  return <h1>Atendimento 24h no WhatsApp com Inteligência Artificial</h1>;
}
