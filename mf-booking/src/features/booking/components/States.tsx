// The whole-page states: loading, an unknown slug, a business whose online booking is off (no live
// subscription), and a page that could not be loaded.
import styled, { keyframes } from 'styled-components';
import { Button, VisuallyHidden, usePageTitle } from 'shared-ui';
import { MESSAGES } from '../messages';
import { Column, Main, Muted, Section, Title } from './styles';

export const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/** A grey block that pulses (still when the visitor asks for reduced motion). */
export const Bone = styled.div<{ $w: string; $h: string }>`
  width: ${({ $w }) => $w};
  height: ${({ $h }) => $h};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray[200]};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Grey blocks where the days and times will be; its name says what is loading. */
export function Skeleton({ label = MESSAGES.loading }: { label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Section aria-hidden="true">
        <Bone $w="40%" $h="20px" />
        <Row>
          {[0, 1, 2, 3, 4].map((i) => (
            <Bone key={i} $w="64px" $h="56px" />
          ))}
        </Row>
        <Row>
          {[0, 1, 2].map((i) => (
            <Bone key={i} $w="80px" $h="44px" />
          ))}
        </Row>
      </Section>
    </div>
  );
}

export function PageSkeleton() {
  usePageTitle('Agendamento');
  return (
    <Main>
      <Column>
        <Bone $w="60%" $h="32px" aria-hidden="true" />
        <Skeleton />
      </Column>
    </Main>
  );
}

export function NotFound() {
  usePageTitle(MESSAGES.notFound);
  return (
    <Main>
      <Column>
        <Title>{MESSAGES.notFound}</Title>
        <Muted>{MESSAGES.notFoundHint}</Muted>
      </Column>
    </Main>
  );
}

/** The business exists but takes no online bookings now (the function's 403 booking_unavailable). */
export function Unavailable() {
  usePageTitle(MESSAGES.unavailable);
  return (
    <Main>
      <Column>
        <Title>{MESSAGES.unavailable}</Title>
        <Muted>{MESSAGES.unavailableHint}</Muted>
      </Column>
    </Main>
  );
}

/** A failure with a way to try again (no connection, a server error, too many attempts). */
export function RetryMessage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Section role="alert">
      <Muted>{message}</Muted>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {MESSAGES.retry}
        </Button>
      </div>
    </Section>
  );
}
