import styled from 'styled-components';

/** Label and value pairs (a <dl>): the setup's summary and the connected number's details. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
