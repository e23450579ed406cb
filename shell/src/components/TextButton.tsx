import styled from 'styled-components';

/** A button that reads as a link: for actions that open a dialog rather than go somewhere. */
export const TextButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryActive};
  }
`;
