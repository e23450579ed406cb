import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared-ui';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
`;

const Inner = styled.div`
  width: 100%;
  max-width: 440px;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  text-align: center;
`;

const Subtitle = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The frame of the auth screens and full-page messages: a centred card with a heading. */
export function CenteredPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Page>
      <Inner>
        <div>
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </div>
        <Card>{children}</Card>
      </Inner>
    </Page>
  );
}
