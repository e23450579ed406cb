import type { ReactNode } from 'react';
import styled from 'styled-components';

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** A form's failure as a whole (the server refused, the provider failed), announced when it appears. */
export function FormError({ children }: { children?: ReactNode }) {
  return children ? <Message role="alert">{children}</Message> : null;
}
