import styled from 'styled-components';

/** The step's buttons: in a row that wraps, stacked full width on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.smDown} {
    flex-direction: column;
    align-items: stretch;
  }
`;
