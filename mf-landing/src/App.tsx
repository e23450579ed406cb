import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { Faq } from './features/faq/Faq';
import { LandingFooter } from './features/footer/LandingFooter';
import { LandingHeader } from './features/header/LandingHeader';
import { Hero } from './features/hero/Hero';
import { LogoStrip } from './features/logos/LogoStrip';
import { Pricing } from './features/pricing/Pricing';
import { Segments } from './features/segments/Segments';
import { Stats } from './features/stats/Stats';
import { SupportCta } from './features/support/SupportCta';
import { Testimonials } from './features/testimonials/Testimonials';
import { WhatsAppButton } from './features/whatsapp-button/WhatsAppButton';
import { HEADER_HEIGHT } from './lib/layout';
import { useChatSessionId } from './lib/useChatSessionId';
import { PAGE_TITLE } from './lib/pageTitle';
import { usePlanChoice, type WarmRemote } from './lib/usePlanChoice';
import { usePageTitle } from 'shared-ui';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_landing', { react: React.useState, styled, router: ReactRouter.useNavigate });

/** Props the shell passes to every remote's ./App. */
export interface LandingAppProps {
  warmRemote?: WarmRemote;
}

// The header is fixed: the page starts below it. overflow-x: clip keeps a 360 px screen from scrolling
// sideways without making this a scroll container (which would break the fixed header and #anchors).
const Page = styled.div`
  padding-top: ${HEADER_HEIGHT}px;
  overflow-x: clip;
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * Exposed as ./App: the landing page, mounted by the shell at / only (no nested routes). Public pages
 * own their landmarks (header, main, footer); the shell's <main> is only in the signed-in chrome.
 */
export default function App({ warmRemote }: LandingAppProps = {}) {
  usePageTitle(PAGE_TITLE);
  useChatSessionId();
  const planChoice = usePlanChoice(warmRemote);

  return (
    <Page>
      <LandingHeader planChoice={planChoice} />
      <main>
        <Hero planChoice={planChoice} />
        <Stats />
        <LogoStrip />
        <Segments />
        <Pricing planChoice={planChoice} />
        <Testimonials />
        <Faq />
        <SupportCta />
      </main>
      <LandingFooter />
      <WhatsAppButton />
    </Page>
  );
}
