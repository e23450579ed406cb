import styled from 'styled-components';

/** A settings card's form: fields full width, the button at the start. */
export const CardForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;

  > div {
    width: 100%;
  }
`;
