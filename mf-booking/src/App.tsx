import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { BookingPage } from './features/booking/BookingPage';
import { NotFound } from './features/booking/components/States';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_booking', { react: React.useState, styled, router: ReactRouter.useNavigate });

/**
 * Exposed as ./App: routes relative to where the shell mounts it (/agendar). Public: no sign-in, no
 * Supabase client; the page owns its landmarks, as the landing does.
 */
export default function App() {
  return (
    <ReactRouter.Routes>
      <ReactRouter.Route path=":slug" element={<BookingPage />} />
      <ReactRouter.Route path="*" element={<NotFound />} />
    </ReactRouter.Routes>
  );
}
