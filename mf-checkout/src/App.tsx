import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { mountOf } from 'shared-build/apps';
import { CheckoutPage } from './CheckoutPage';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_checkout', { react: React.useState, styled, router: ReactRouter.useNavigate });

/** Exposed as ./App: routes relative to where the shell mounts it (/checkout). */
export default function App() {
  return (
    <ReactRouter.Routes>
      <ReactRouter.Route index element={<CheckoutPage />} />
      <ReactRouter.Route path="*" element={<ReactRouter.Navigate to={mountOf('mf_checkout')} replace />} />
    </ReactRouter.Routes>
  );
}
