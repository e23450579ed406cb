import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

/** The decorative ring alone: used by Spinner and inside busy buttons (which announce their own label). */
export const SpinnerIcon = styled.span.attrs({ 'aria-hidden': true })<{ $size?: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 'md' }) => sizes[$size]};
  height: ${({ $size = 'md' }) => sizes[$size]};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* Keep a slow turn instead of a frozen ring, so it still reads as "working". */
    animation-duration: 1.6s !important;
    animation-iteration-count: infinite !important;
  }
`;
