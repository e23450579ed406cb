import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from './buttonStyles';

/**
 * A link that looks like a Button. Renders an <a>; pass `as={Link}` (react-router) for in-app routes.
 * Style with transient props: `$variant`, `$size`, `$fullWidth`.
 */
export const LinkButton = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
